// What the app refuses of the provider's answers and of the browser's, each with the page's code:
// a wrong state, a replayed code, a flow too old, an expired ID token, a token for another
// audience or signed with another key, a provider that is down (password sign-in still works).
import { describe, expect, it } from 'vitest';
import { anonymous, asUser, expectJson } from '../../test/api-client.ts';
import { createTestApp } from '../../test/create-test-app.ts';
import {
  callback,
  oidcApp,
  oidcConfig,
  OTHER_CLIENT,
  person,
  signInWithProvider,
  startFlow,
  testProvider,
} from '../../test/kits/oidc.ts';
import { signInAtProvider, startOidcTestProvider } from '../../test/oidc-test-provider.ts';

let now = Date.now();
const clock = { now: () => new Date(now) };
const provider = await testProvider();
const { app } = await oidcApp(provider.issuer, {}, { clock });

const methodsStatus = async () => {
  const rows = await app.inject({ method: 'GET', url: '/api/auth/methods' });
  return rows.statusCode;
};

/** Starts a flow and signs in at the provider, stopping before the callback. */
async function upToCallback(account = person(provider)) {
  const flow = await startFlow(app);
  const back = await signInAtProvider(flow.authorizationUrl.href, account.login!, account.password);
  return { ...flow, query: back.search };
}

describe('the callback refuses', () => {
  it('a state that is not the one this browser started', async () => {
    const { query, flowCookie } = await upToCallback();
    const params = new URLSearchParams(query);
    params.set('state', 'someone-elses-state');
    const answer = await callback(app, `?${params}`, [flowCookie]);
    expect(answer.statusCode).toBe(302);
    expect(answer.headers.location).toBe('/auth?oidc-error=state');
    expect(String(answer.headers['set-cookie'])).not.toMatch(/sid=/);
  });

  it("another browser's flow (no flow cookie), and a forged one", async () => {
    const { query, flowCookie } = await upToCallback();
    expect((await callback(app, query, [])).headers.location).toBe('/auth?oidc-error=expired');
    const [name, value] = flowCookie.split('=');
    const [payload] = value!.split('.');
    const forged = `${name}=${payload}.AAAAAAAAAAAAAAAAAAAAAA`;
    expect((await callback(app, query, [forged])).headers.location).toBe(
      '/auth?oidc-error=expired',
    );
  });

  it('a replayed code, even with the flow cookie kept', async () => {
    const { query, flowCookie } = await upToCallback();
    const first = await callback(app, query, [flowCookie]);
    expect(first.headers.location).toBe('/');
    const replay = await callback(app, query, [flowCookie]);
    expect(replay.statusCode).toBe(302);
    expect(replay.headers.location).toBe('/auth?oidc-error=rejected');
    expect(String(replay.headers['set-cookie'])).not.toMatch(/sid=[^;]/);
  });

  it('a flow older than ten minutes', async () => {
    const { query, flowCookie } = await upToCallback();
    now += 11 * 60 * 1000;
    try {
      expect((await callback(app, query, [flowCookie])).headers.location).toBe(
        '/auth?oidc-error=expired',
      );
    } finally {
      now = Date.now();
    }
  });

  it('the provider saying no (the person cancelled)', async () => {
    const flow = await startFlow(app);
    const state = flow.authorizationUrl.searchParams.get('state')!;
    const query = `?${new URLSearchParams({ error: 'access_denied', state, iss: provider.issuer })}`;
    expect((await callback(app, query, [flow.flowCookie])).headers.location).toBe(
      '/auth?oidc-error=denied',
    );
  });
});

describe('the ID token is checked', () => {
  const refused = async (
    tamper: Parameters<typeof provider.tamperIdToken>[0],
    foreignKey = false,
  ) => {
    const { query, flowCookie } = await upToCallback();
    provider.tamperIdToken(tamper, { foreignKey });
    try {
      return await callback(app, query, [flowCookie]);
    } finally {
      provider.tamperIdToken(null);
    }
  };

  it('as the provider made it, re-signed untouched, it signs in (the tamper itself is sound)', async () => {
    const answer = await refused((claims) => claims);
    expect(answer.headers.location).toBe('/');
  });

  it('refuses one that has expired', async () => {
    const answer = await refused((claims) => ({
      ...claims,
      iat: Math.floor(Date.now() / 1000) - 7200,
      exp: Math.floor(Date.now() / 1000) - 3600,
    }));
    expect(answer.headers.location).toBe('/auth?oidc-error=invalid-token');
  });

  it('refuses one the provider issued for another app (audience)', async () => {
    const answer = await refused((claims) => ({
      ...claims,
      aud: OTHER_CLIENT.clientId,
      azp: undefined,
    }));
    expect(answer.headers.location).toBe('/auth?oidc-error=invalid-token');
  });

  it('refuses one from another issuer', async () => {
    const answer = await refused((claims) => ({ ...claims, iss: 'https://evil.example' }));
    expect(answer.headers.location).toBe('/auth?oidc-error=invalid-token');
  });

  it('refuses one signed with a key that is not the provider’s', async () => {
    const answer = await refused((claims) => claims, true);
    expect(answer.headers.location).toBe('/auth?oidc-error=invalid-token');
  });

  it('refuses one whose nonce is not the flow’s', async () => {
    const answer = await refused((claims) => ({ ...claims, nonce: 'replayed-nonce' }));
    expect(answer.headers.location).toBe('/auth?oidc-error=invalid-token');
  });

  it('refuses the app’s clock moved past the token’s expiry (the app’s clock is the judge)', async () => {
    const { query, flowCookie } = await upToCallback();
    // Within the flow's ten minutes, past the token's (600 s, the test provider's ttl) and the
    // library's 30 s tolerance.
    now += 9.5 * 60 * 1000;
    provider.tamperIdToken((claims) => ({ ...claims, exp: (claims.iat as number) + 60 }));
    try {
      expect((await callback(app, query, [flowCookie])).headers.location).toBe(
        '/auth?oidc-error=invalid-token',
      );
    } finally {
      now = Date.now();
      provider.tamperIdToken(null);
    }
  });
});

describe('a provider that is down', () => {
  it('sends the browser back with a clear code at the start, and password sign-in still works', async () => {
    // A provider that was never reachable: discovery fails within the timeout, at the first start.
    const gone = await startOidcTestProvider([]);
    const issuer = gone.issuer;
    await gone.close();
    const { app: lonely } = await createTestApp({ oidc: oidcConfig(issuer) });
    const started = Date.now();
    const start = await anonymous(lonely).get('/api/auth/oidc/start');
    expect(start.statusCode).toBe(302);
    expect(start.headers.location).toBe('/auth?oidc-error=unavailable');
    expect(Date.now() - started).toBeLessThan(6_000);
    // Tried again only after a pause: the next start answers at once.
    const again = Date.now();
    expect((await anonymous(lonely).get('/api/auth/oidc/start')).headers.location).toBe(
      '/auth?oidc-error=unavailable',
    );
    expect(Date.now() - again).toBeLessThan(500);

    const someone = await asUser(lonely);
    const login = await anonymous(lonely).post('/api/login', {
      username: someone.user.username,
      password: someone.password,
    });
    expect(login.statusCode).toBe(200);
    expect(expectJson(await anonymous(lonely).get('/api/auth/methods'))).toMatchObject({
      provider: 'Test ID',
      passwordSignIn: true,
    });
  });

  it('says so when it goes down between the start and the callback', async () => {
    const { query, flowCookie } = await upToCallback();
    provider.down(true);
    try {
      const answer = await callback(app, query, [flowCookie]);
      expect(answer.statusCode).toBe(302);
      expect(answer.headers.location).toBe('/auth?oidc-error=unavailable');
    } finally {
      provider.down(false);
    }
    // Discovery was kept: the next sign-in goes through.
    expect((await signInWithProvider(app, person(provider))).location).toBe('/');
  });

  it('is never a 5xx, also for a callback with nothing in it', async () => {
    const answer = await callback(app, '', []);
    expect(answer.statusCode).toBe(302);
    expect(await methodsStatus()).toBe(200);
  });
});

describe('without a provider set up', () => {
  it('the start says so and the identity says none', async () => {
    const { app: plain } = await createTestApp();
    const start = await anonymous(plain).get('/api/auth/oidc/start');
    expect(start.headers.location).toBe('/auth?oidc-error=not-configured');
    const someone = await asUser(plain);
    expect(expectJson(await someone.get('/api/auth/oidc/identity'))).toEqual({
      provider: null,
      identity: null,
      hasPassword: true,
    });
    const unlink = await someone.delete('/api/auth/oidc/identity');
    expect(unlink.statusCode).toBe(404);
    expect(expectJson(await anonymous(plain).get('/api/auth/methods'))).toEqual({
      provider: null,
      passwordSignIn: true,
      passwordSignUp: true,
    });
  });
});
