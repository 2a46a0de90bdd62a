// The server's own limits on slow clients: defaults, the environment's names, what Fastify gets.
import { describe, expect, it } from 'vitest';
import { EnvError, loadEnv } from '../env.ts';
import { DEFAULT_SERVER_TIMEOUTS, serverTimeoutOptions } from './server-timeouts.ts';

describe('server timeouts', () => {
  it('default to 10 s for headers, 120 s for the whole request, 5 s of keep-alive', () => {
    const env = loadEnv({});
    expect({
      headersMs: env.HTTP_HEADERS_TIMEOUT_MS,
      requestMs: env.HTTP_REQUEST_TIMEOUT_MS,
      keepAliveMs: env.HTTP_KEEP_ALIVE_TIMEOUT_MS,
    }).toEqual(DEFAULT_SERVER_TIMEOUTS);
    expect(DEFAULT_SERVER_TIMEOUTS).toEqual({
      headersMs: 10_000,
      requestMs: 120_000,
      keepAliveMs: 5_000,
    });
  });

  it('refuse a header timeout longer than the request timeout, and zero', () => {
    expect(() =>
      loadEnv({ HTTP_HEADERS_TIMEOUT_MS: '30000', HTTP_REQUEST_TIMEOUT_MS: '20000' }),
    ).toThrow(
      new EnvError(
        'Invalid configuration: HTTP_HEADERS_TIMEOUT_MS must not be longer than HTTP_REQUEST_TIMEOUT_MS.',
      ),
    );
    expect(() => loadEnv({ HTTP_KEEP_ALIVE_TIMEOUT_MS: '0' })).toThrow(
      /HTTP_KEEP_ALIVE_TIMEOUT_MS must be at least 100 milliseconds/,
    );
  });

  it('reach Node’s server, checked every second at most', () => {
    expect(serverTimeoutOptions({ headersMs: 500, requestMs: 2000, keepAliveMs: 700 })).toEqual({
      keepAliveTimeout: 700,
      requestTimeout: 2000,
      http: { headersTimeout: 500, requestTimeout: 2000, connectionsCheckingInterval: 500 },
    });
    expect(serverTimeoutOptions(DEFAULT_SERVER_TIMEOUTS).http.connectionsCheckingInterval).toBe(
      1000,
    );
  });
});
