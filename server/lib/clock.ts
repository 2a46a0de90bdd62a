/** Where "now" comes from: passed in everywhere, so tests and answers are reproducible. */
export interface Clock {
  now(): Date;
}

/** The real time. */
export const systemClock: Clock = { now: () => new Date() };
