// Sign-in with a real OpenID provider (oidc-provider on a loopback port, test/oidc-test-provider.ts):
// the browser's part is plain HTTP (test/kits/oidc.ts), the app's part goes through app.inject.
import { describe, expect, it } from 'vitest';
import type { SignInProvider } from '../../../contract/oidc.ts';
import { anonymous, asUser, expectJson, withCookie } from '../../test/api-client.ts';
import {
  callback,
  oidcApp,
  person,
  signInWithProvider,
  startFlow,
  testProvider,
} from '../../test/kits/oidc.ts';
import { signInAtProvider } from '../../test/oidc-test-provider.ts';

const provider = await testProvider();
const { app, pool } = await oidcApp(provider.issuer);

const userOf = async (session: string | undefined) =>
  expectJson<{ id: string; username: string; email: string | null }>(
    await withCookie(app, session!).get('/api/user'),
  );

describe('a first sign-in with the identity provider', () => {
  it('makes an account with a unique username and the names and email of the claims', async () => {
    const taken = await asUser(app, { username: `jane${Date.now() % 100000}` });
    const jane = person(provider, {
      preferred_username: taken.user.username.toUpperCase(),
      given_name: 'Jane',
      family_name: 'Roe',
      email: 'Jane.Roe@Example.com',
    });
    const first = await signInWithProvider(app, jane);
    expect(first.answer.statusCode).toBe(302);
    expect(first.location).toBe('/');
    expect(first.answer.headers['cache-control']).toBe('no-store');
    const me = await userOf(first.session);
    expect(me).toMatchObject({
      username: `${taken.user.username.toUpperCase()}-2`,
      firstName: 'Jane',
      lastName: 'Roe',
      email: 'jane.roe@example.com',
    });
    // No password: the provider is the way in, and a password login with any password fails.
    const { rows } = await pool.query('SELECT password FROM users WHERE id = $1', [me.id]);
    expect(rows[0].password).toBeNull();
    const login = await anonymous(app).post('/api/login', {
      username: me.username,
      password: 'anything at all',
    });
    expect(login.statusCode).toBe(401);

    // The flow cookie is used once and cleared by the callback.
    expect(String(first.answer.headers['set-cookie'])).toMatch(/afc_oidc=;/);
  });

  it('lands in the same account the second time (a new session each time)', async () => {
    const sam = person(provider);
    const first = await signInWithProvider(app, sam);
    const again = await signInWithProvider(app, sam);
    expect(again.location).toBe('/');
    expect(again.session).not.toBe(first.session);
    expect((await userOf(again.session)).id).toBe((await userOf(first.session)).id);
    const { rows } = await pool.query(
      'SELECT count(*)::int AS n FROM user_identities WHERE subject = $1',
      [sam.sub],
    );
    expect(rows[0].n).toBe(1);
  });

  it('revokes the session the browser held before', async () => {
    const before = await asUser(app);
    const sam = person(provider);
    const signedIn = await signInWithProvider(app, sam, { cookie: before.cookie });
    expect(signedIn.location).toBe('/');
    expect((await before.get('/api/user')).statusCode).toBe(401);
  });

  it('makes a username from the email or a placeholder when the provider gives none', async () => {
    const noName = person(provider, {
      preferred_username: undefined,
      email: 'Ünïcode.Person+tag@example.com',
    });
    const first = await signInWithProvider(app, noName);
    expect((await userOf(first.session)).username).toBe('unicode.person-tag');
    const bare = person(provider, { preferred_username: 'é', email: undefined });
    expect((await userOf((await signInWithProvider(app, bare)).session)).username).toMatch(
      /^user(-[a-z0-9]+)?$/i,
    );
  });

  it('does not join an account with the same email unless the operator allows it', async () => {
    const owner = await asUser(app, { email: 'shared@example.com' });
    const twin = person(provider, { email: 'shared@example.com', email_verified: true });
    const signedIn = await signInWithProvider(app, twin);
    expect((await userOf(signedIn.session)).id).not.toBe(owner.user.id);
  });
});

describe('linking from Settings', () => {
  it('links the signed-in account, which the provider then signs in to', async () => {
    const alex = await asUser(app);
    const atProvider = person(provider, { email: 'alex.at.provider@example.com' });
    const before = expectJson<SignInProvider>(await alex.get('/api/auth/oidc/identity'));
    expect(before).toEqual({ provider: 'Test ID', identity: null, hasPassword: true });

    const linked = await signInWithProvider(app, atProvider, { cookie: alex.cookie, link: true });
    expect(linked.location).toBe('/settings?linked=1');
    // Linking keeps the session it was made in and opens no other.
    expect(linked.session).toBeUndefined();
    expect((await alex.get('/api/user')).statusCode).toBe(200);

    const after = expectJson<SignInProvider>(await alex.get('/api/auth/oidc/identity'));
    expect(after).toMatchObject({
      provider: 'Test ID',
      hasPassword: true,
      identity: { issuer: provider.issuer, email: 'alex.at.provider@example.com' },
    });

    const viaProvider = await signInWithProvider(app, atProvider);
    expect((await userOf(viaProvider.session)).id).toBe(alex.user.id);
  });

  it('refuses an identity already linked to another account', async () => {
    const owner = person(provider);
    await signInWithProvider(app, owner);
    const other = await asUser(app);
    const refused = await signInWithProvider(app, owner, { cookie: other.cookie, link: true });
    expect(refused.location).toBe('/settings?oidc-error=already-linked');
    expect(expectJson<SignInProvider>(await other.get('/api/auth/oidc/identity')).identity).toBe(
      null,
    );
  });

  it('refuses a second identity for an account already linked', async () => {
    const alex = await asUser(app);
    await signInWithProvider(app, person(provider), { cookie: alex.cookie, link: true });
    const refused = await signInWithProvider(app, person(provider), {
      cookie: alex.cookie,
      link: true,
    });
    expect(refused.location).toBe('/settings?oidc-error=has-identity');
  });

  it('needs a session to start, and the same session to finish', async () => {
    const start = await anonymous(app).get('/api/auth/oidc/start?link=1');
    expect(start.statusCode).toBe(302);
    expect(start.headers.location).toBe('/auth?oidc-error=not-signed-in');

    // Started by Alex, finished in a browser signed in as Bob: nothing is linked to either.
    const alex = await asUser(app);
    const bob = await asUser(app);
    const mallory = person(provider);
    const flow = await startFlow(app, alex.cookie, true);
    const back = await signInAtProvider(
      flow.authorizationUrl.href,
      mallory.login!,
      mallory.password,
    );
    const answer = await callback(app, back.search, [flow.flowCookie, bob.cookie]);
    expect(answer.headers.location).toBe('/settings?oidc-error=not-signed-in');
    expect(expectJson<SignInProvider>(await bob.get('/api/auth/oidc/identity')).identity).toBe(
      null,
    );
  });
});

describe('GET /api/auth/methods', () => {
  it('names the provider and the password forms, without a session', async () => {
    expect(expectJson(await anonymous(app).get('/api/auth/methods'))).toEqual({
      provider: 'Test ID',
      passwordSignIn: true,
      passwordSignUp: true,
    });
  });
});

describe('a personal API token', () => {
  it('never links the provider, sees the link or unlinks it', async () => {
    const alex = await asUser(app);
    const made = expectJson<{ secret: string }>(
      await alex.post('/api/tokens', { name: 'script', scope: 'write' }),
      201,
    );
    const bearer = { authorization: `Bearer ${made.secret}` };
    const start = await app.inject({
      method: 'GET',
      url: '/api/auth/oidc/start?link=1',
      headers: bearer,
    });
    expect(start.statusCode).toBe(302);
    expect(start.headers.location).toBe('/auth?oidc-error=not-signed-in');
    expect(String(start.headers['set-cookie'] ?? '')).not.toMatch(/afc_oidc=[^;]/);
    for (const method of ['GET', 'DELETE'] as const) {
      const answer = await app.inject({ method, url: '/api/auth/oidc/identity', headers: bearer });
      expect(answer.statusCode, method).toBe(403);
    }
  });
});
