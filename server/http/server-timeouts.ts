/**
 * The HTTP server's own limits on slow clients (README, "Configuration"): Node's defaults would
 * let a client that sends a byte at a time hold a connection for minutes.
 */
export interface ServerTimeouts {
  /** Until the request's headers are all in; past it the client gets 408 and is cut off. */
  headersMs: number;
  /** Until the whole request, body included, is in: a 15 MB photo needs 1 Mbit/s at 120 s. */
  requestMs: number;
  /** How long an idle keep-alive connection stays open (sent as `Keep-Alive: timeout=…`). */
  keepAliveMs: number;
}

export const DEFAULT_SERVER_TIMEOUTS: ServerTimeouts = {
  headersMs: 10_000,
  requestMs: 120_000,
  keepAliveMs: 5_000,
};

/** Fastify's server options for these limits. */
export function serverTimeoutOptions({ headersMs, requestMs, keepAliveMs }: ServerTimeouts) {
  return {
    keepAliveTimeout: keepAliveMs,
    requestTimeout: requestMs,
    http: {
      headersTimeout: headersMs,
      requestTimeout: requestMs,
      // Node checks the header and request deadlines on this beat (30 s by default, which
      // stretched a 60 s header limit to 90 s): a second at most, so a limit holds to the second.
      connectionsCheckingInterval: Math.min(1000, headersMs),
    },
  };
}
