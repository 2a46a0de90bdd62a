import { randomUUID } from 'node:crypto';
import { afterAll } from 'vitest';
import { OIDC_CALLBACK_PATH } from '../../../contract/oidc-values.ts';
import type { App, AppDeps } from '../../app.ts';
import type { OidcConfig } from '../../env.ts';
import type { ApiResponse } from '../api-client.ts';
import { createTestApp, type TestContext } from '../create-test-app.ts';
import {
  signInAtProvider,
  startOidcTestProvider,
  type OidcTestProvider,
  type TestAccount,
} from '../oidc-test-provider.ts';

/** The address the test apps say they are at (the tests never open it: they inject). */
export const TEST_PUBLIC_URL = 'http://app.test';
export const CLIENT = {
  clientId: 'afc-test',
  clientSecret: 'afc-test-secret-that-is-long-enough',
  redirectUri: `${TEST_PUBLIC_URL}${OIDC_CALLBACK_PATH}`,
};
/** A second app registered at the same provider (its tokens are for another audience). */
export const OTHER_CLIENT = {
  clientId: 'other-app',
  clientSecret: 'other-app-secret-that-is-long-enough',
  redirectUri: 'http://other.test/callback',
};

/** A real provider for the file's tests, stopped after them. */
export async function testProvider(): Promise<OidcTestProvider> {
  const provider = await startOidcTestProvider([CLIENT, OTHER_CLIENT]);
  afterAll(() => provider.close());
  return provider;
}

export function oidcConfig(issuer: string, rules: Partial<OidcConfig> = {}): OidcConfig {
  return {
    issuer,
    clientId: CLIENT.clientId,
    clientSecret: CLIENT.clientSecret,
    name: 'Test ID',
    scopes: ['openid', 'email', 'profile', 'groups'],
    redirectUri: CLIENT.redirectUri,
    allowedDomains: [],
    allowedGroups: [],
    linkByEmail: false,
    ...rules,
  };
}

/** An app signing in with `issuer`'s provider (and whatever else the test sets). */
export function oidcApp(
  issuer: string,
  rules: Partial<OidcConfig> = {},
  deps: Partial<AppDeps> = {},
): Promise<TestContext> {
  return createTestApp({ oidc: oidcConfig(issuer, rules), ...deps });
}

/** A person at the provider with a fresh subject and the claims given. */
export function person(provider: OidcTestProvider, claims: Partial<TestAccount> = {}): TestAccount {
  const sub = randomUUID();
  const account: TestAccount = {
    sub,
    login: `p-${sub.slice(0, 8)}`,
    password: 'provider password',
    email: `${sub.slice(0, 8)}@example.com`,
    email_verified: true,
    preferred_username: `p${sub.slice(0, 6)}`,
    given_name: 'Pat',
    family_name: 'Doe',
    ...claims,
  };
  provider.account(account);
  return account;
}

const cookieOf = (response: ApiResponse, name: string): string | undefined => {
  const raw = response.headers['set-cookie'];
  const all = Array.isArray(raw) ? raw : raw ? [String(raw)] : [];
  const line = all.find((value) => value.startsWith(`${name}=`));
  return line?.split(';')[0];
};

export interface StartedFlow {
  start: ApiResponse;
  /** The flow cookie the start set (`afc_oidc=…`). */
  flowCookie: string;
  /** Where the app sent the browser. */
  authorizationUrl: URL;
}

/** GET /api/auth/oidc/start as a browser holding `cookie` (a session, or none). */
export async function startFlow(app: App, cookie?: string, link = false): Promise<StartedFlow> {
  const start = await app.inject({
    method: 'GET',
    url: `/api/auth/oidc/start${link ? '?link=1' : ''}`,
    headers: cookie ? { cookie } : {},
  });
  const flowCookie = cookieOf(start, 'afc_oidc');
  if (start.statusCode !== 302 || !flowCookie) {
    throw new Error(`start answered ${start.statusCode} ${start.headers.location ?? start.body}`);
  }
  return { start, flowCookie, authorizationUrl: new URL(String(start.headers.location)) };
}

/** The callback as the provider sends the browser there, with the browser's cookies. */
export function callback(app: App, query: string, cookies: (string | undefined)[]) {
  return app.inject({
    method: 'GET',
    url: `${OIDC_CALLBACK_PATH}${query}`,
    headers: { cookie: cookies.filter(Boolean).join('; ') },
  });
}

export interface FinishedFlow extends StartedFlow {
  /** The callback's query as the provider made it. */
  query: string;
  answer: ApiResponse;
  /** Where the app sent the browser at the end. */
  location: string;
  /** The session cookie it set (`sid=…`), when it signed someone in. */
  session?: string;
}

/** The whole journey: start, sign in at the provider as `account`, come back to the callback. */
export async function signInWithProvider(
  app: App,
  account: TestAccount,
  options: { cookie?: string; link?: boolean } = {},
): Promise<FinishedFlow> {
  const started = await startFlow(app, options.cookie, options.link);
  const back = await signInAtProvider(
    started.authorizationUrl.href,
    account.login ?? account.sub,
    account.password,
  );
  const answer = await callback(app, back.search, [started.flowCookie, options.cookie]);
  return {
    ...started,
    query: back.search,
    answer,
    location: String(answer.headers.location),
    session: cookieOf(answer, 'sid'),
  };
}
