import * as client from 'openid-client';
import type { OidcErrorCode } from '../../../contract/oidc-values.ts';
import type { Clock } from '../../lib/clock.ts';

/** What the app needs of the provider's configuration (env.ts `OidcConfig`). */
export interface OidcClientConfig {
  issuer: string;
  clientId: string;
  clientSecret: string;
  scopes: string[];
  redirectUri: string;
}

/** How long one call to the provider may take, discovery included. */
export const OIDC_TIMEOUT_MS = 5_000;
/** After a failed discovery, the next sign-in tries again once this has passed. */
export const DISCOVERY_RETRY_MS = 10_000;
/** How long the discovered metadata is kept before it is read again (keys rotate too). */
export const DISCOVERY_TTL_MS = 60 * 60 * 1000;

/** The checks the browser's flow cookie holds (flow-cookie.ts). */
export interface FlowChecks {
  state: string;
  nonce: string;
  verifier: string;
}

/** The claims the app reads of a person, from the verified ID token and the userinfo answer. */
export interface OidcClaims {
  issuer: string;
  subject: string;
  email: string | null;
  emailVerified: boolean;
  preferredUsername: string | null;
  givenName: string | null;
  familyName: string | null;
  name: string | null;
  groups: string[];
}

/** A step with the provider that failed, with the code the sign-in page explains. */
export class OidcFlowError extends Error {
  constructor(
    readonly code: OidcErrorCode,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null);

/** An error that says the provider could not be reached or answered no proper HTTP. */
function isUnreachable(error: unknown): boolean {
  if (error instanceof client.ClientError) {
    return error.code === 'OAUTH_TIMEOUT' || error.code === 'OAUTH_RESPONSE_IS_NOT_CONFORM';
  }
  if (
    error instanceof client.ResponseBodyError ||
    error instanceof client.AuthorizationResponseError
  )
    return false;
  const name = (error as { name?: string } | null)?.name;
  return name === 'TypeError' || name === 'AbortError' || name === 'TimeoutError';
}

/**
 * The app's client of the OpenID Connect provider, on `openid-client` (certified, maintained):
 * discovery read lazily on the first sign-in with a timeout, kept for an hour, tried again after a
 * failure (never at start-up, so a provider that is down stops no one's password sign-in); the
 * authorization URL with PKCE (S256), state and nonce; the callback's code exchanged and its ID
 * token validated by the library (signature, issuer, audience, expiry, nonce, state).
 */
export function createOidcClient(config: OidcClientConfig, clock: Clock) {
  const secure = config.issuer.startsWith('https://');
  let discovered: { at: number; configuration: client.Configuration } | null = null;
  let pending: Promise<client.Configuration> | null = null;
  let failedAt: number | null = null;

  async function discover(): Promise<client.Configuration> {
    const configuration = await client.discovery(
      new URL(config.issuer),
      config.clientId,
      { client_secret: config.clientSecret },
      client.ClientSecretBasic(config.clientSecret),
      {
        timeout: OIDC_TIMEOUT_MS / 1000,
        // http:// only for a provider on this machine (env.ts refuses any other).
        ...(secure ? {} : { execute: [client.allowInsecureRequests] }),
      },
    );
    return configuration;
  }

  /** The provider's configuration, discovered once and kept; a failure waits before trying again. */
  async function configuration(): Promise<client.Configuration> {
    const now = Date.now();
    if (discovered && now - discovered.at < DISCOVERY_TTL_MS) return discovered.configuration;
    if (failedAt !== null && now - failedAt < DISCOVERY_RETRY_MS && !discovered) {
      throw new OidcFlowError('unavailable', 'the identity provider was unreachable moments ago');
    }
    pending ??= discover()
      .then((found) => {
        discovered = { at: Date.now(), configuration: found };
        failedAt = null;
        return found;
      })
      .catch((error: unknown) => {
        failedAt = Date.now();
        throw error;
      })
      .finally(() => (pending = null));
    try {
      return await pending;
    } catch (error) {
      // Metadata read earlier still serves while the provider's discovery is away.
      if (discovered) return discovered.configuration;
      throw new OidcFlowError('unavailable', 'identity provider discovery failed', {
        cause: error,
      });
    }
  }

  /**
   * The configuration a callback is checked with: the discovered metadata, judged by the app's
   * clock (tests move it to expire a token), the provider's keys kept from one sign-in to the next.
   */
  let jwks: ReturnType<typeof client.getJwksCache>;
  function withAppClock(found: client.Configuration): client.Configuration {
    const skew = Math.round((clock.now().getTime() - Date.now()) / 1000);
    const checking = new client.Configuration(
      found.serverMetadata(),
      config.clientId,
      { client_secret: config.clientSecret, [client.clockSkew]: skew },
      client.ClientSecretBasic(config.clientSecret),
    );
    checking.timeout = OIDC_TIMEOUT_MS / 1000;
    if (!secure) client.allowInsecureRequests(checking);
    // The ID token's signature is checked against the provider's published keys too, not only
    // trusted for having come over TLS (OIDC Core 3.1.3.7 lets a client skip it; we do not).
    client.enableNonRepudiationChecks(checking);
    if (jwks) client.setJwksCache(checking, jwks);
    return checking;
  }

  return {
    /** Fresh checks for a new flow: state, nonce and the PKCE verifier. */
    newChecks(): FlowChecks {
      return {
        state: client.randomState(),
        nonce: client.randomNonce(),
        verifier: client.randomPKCECodeVerifier(),
      };
    },

    /** The provider's authorization URL for `checks` (throws 'unavailable' when it is down). */
    async authorizationUrl(checks: FlowChecks): Promise<URL> {
      const found = await configuration();
      return client.buildAuthorizationUrl(found, {
        redirect_uri: config.redirectUri,
        scope: config.scopes.join(' '),
        response_type: 'code',
        state: checks.state,
        nonce: checks.nonce,
        code_challenge: await client.calculatePKCECodeChallenge(checks.verifier),
        code_challenge_method: 'S256',
      });
    },

    /**
     * The callback's address (its query as the provider sent it) exchanged for a verified ID
     * token, and the person's claims (the ID token's, completed by the userinfo endpoint).
     */
    async exchange(callbackQuery: string, checks: FlowChecks): Promise<OidcClaims> {
      const found = withAppClock(await configuration());
      const currentUrl = new URL(config.redirectUri);
      currentUrl.search = callbackQuery;
      let tokens: Awaited<ReturnType<typeof client.authorizationCodeGrant>>;
      try {
        tokens = await client.authorizationCodeGrant(found, currentUrl, {
          pkceCodeVerifier: checks.verifier,
          expectedState: checks.state,
          expectedNonce: checks.nonce,
          idTokenExpected: true,
        });
      } catch (error) {
        throw classify(error);
      } finally {
        jwks = client.getJwksCache(found) ?? jwks;
      }
      const idToken = tokens.claims();
      if (!idToken) throw new OidcFlowError('invalid-token', 'no ID token');
      let info: Record<string, unknown> = {};
      if (found.serverMetadata().userinfo_endpoint) {
        try {
          info = await client.fetchUserInfo(found, tokens.access_token, idToken.sub);
        } catch (error) {
          throw classify(error);
        }
      }
      const claims = { ...info, ...idToken } as Record<string, unknown>;
      const groups = Array.isArray(claims.groups)
        ? claims.groups.filter((group): group is string => typeof group === 'string')
        : [];
      return {
        issuer: idToken.iss,
        subject: idToken.sub,
        email: text(claims.email)?.toLowerCase() ?? null,
        emailVerified: claims.email_verified === true || claims.email_verified === 'true',
        preferredUsername: text(claims.preferred_username),
        givenName: text(claims.given_name),
        familyName: text(claims.family_name),
        name: text(claims.name),
        groups,
      };
    },
  };
}

/** What an openid-client failure means to the person signing in. */
function classify(error: unknown): OidcFlowError {
  if (error instanceof OidcFlowError) return error;
  if (error instanceof client.AuthorizationResponseError) {
    // The provider's own refusal in the callback's address (access_denied, login_required…).
    return new OidcFlowError('denied', error.error, { cause: error });
  }
  if (error instanceof client.ResponseBodyError) {
    // The token endpoint's refusal: a code used twice, expired, or for another client.
    return error.status >= 500
      ? new OidcFlowError('unavailable', `${error.status} ${error.error}`, { cause: error })
      : new OidcFlowError('rejected', error.error, { cause: error });
  }
  if (isUnreachable(error)) {
    return new OidcFlowError('unavailable', 'identity provider unreachable', { cause: error });
  }
  if (error instanceof client.ClientError) {
    if (
      error.code === 'OAUTH_RESPONSE_IS_NOT_JSON' ||
      error.code === 'OAUTH_RESPONSE_IS_NOT_CONFORM'
    )
      return new OidcFlowError('unavailable', error.message, { cause: error });
    const detail = `${error.message} ${(error.cause as Error | undefined)?.message ?? ''}`;
    if (/"state"/.test(detail)) return new OidcFlowError('state', detail, { cause: error });
  }
  // Anything else is an answer that failed validation: signature, issuer, audience, expiry, nonce.
  return new OidcFlowError('invalid-token', (error as Error).message ?? String(error), {
    cause: error,
  });
}

export type OidcClient = ReturnType<typeof createOidcClient>;
