/** What an export may take of the instance (issue 26: one account must not take it from everyone). */
export interface ExportLimits {
  /** Exports one account may start per hour (429 with Retry-After beyond). */
  perHour: number;
  /** A download that moves no byte for this long is cut: its client stopped reading. */
  idleMs: number;
  /**
   * The data files of one export, uncompressed. They are read into a temp folder before the
   * download starts (so no database connection waits on the client); a larger export is 413.
   */
  maxDataBytes: number;
  /** Exports reading the database at once on this instance; more wait their turn. */
  concurrentReads: number;
  /**
   * How long an account's export turn (one at a time, across every instance) holds unless
   * renewed: the turn of an instance that crashed mid-export frees itself after this.
   */
  turnLeaseMs: number;
  /** How often a running export renews its turn (while reading and while its download is open). */
  turnRenewMs: number;
}

export const DEFAULT_EXPORT_LIMITS: ExportLimits = {
  perHour: 10,
  idleMs: 60_000,
  maxDataBytes: 256 * 1024 * 1024,
  concurrentReads: 2,
  turnLeaseMs: 30 * 60_000,
  turnRenewMs: 60_000,
};

/** The Retry-After of a second export of an account while its first still downloads. */
export const EXPORT_RUNNING_RETRY_S = 30;
