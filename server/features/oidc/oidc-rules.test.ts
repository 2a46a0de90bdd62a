// The operator's rules: allowed email domains and groups, linking by a verified email, the
// password forms switched off; and Settings' unlink, which needs a password.
import { describe, expect, it } from 'vitest';
import {
  CURRENT_PASSWORD_REQUIRED,
  WRONG_PASSWORD,
  WRONG_USERNAME,
} from '../../../contract/account.ts';
import { PASSWORD_SIGN_IN_OFF, PASSWORD_SIGN_UP_OFF } from '../../../contract/auth-values.ts';
import { UNLINK_NEEDS_PASSWORD, type SignInProvider } from '../../../contract/oidc.ts';
import { anonymous, asUser, expectJson, withCookie } from '../../test/api-client.ts';
import { oidcApp, person, signInWithProvider, testProvider } from '../../test/kits/oidc.ts';

const provider = await testProvider();
const { app: strictApp } = await oidcApp(provider.issuer, {
  allowedDomains: ['example.com'],
  allowedGroups: ['wardrobe'],
});
const { app: byEmailApp } = await oidcApp(provider.issuer, { linkByEmail: true });
const { app: plainApp } = await oidcApp(provider.issuer);
const { app: providerOnlyApp } = await oidcApp(
  provider.issuer,
  {},
  { passwordSignIn: false, passwordSignUp: false },
);

const userIdOf = async (app: Parameters<typeof withCookie>[0], session: string | undefined) =>
  expectJson<{ id: string }>(await withCookie(app, session!).get('/api/user')).id;

describe('allowed domains and groups', () => {
  const app = strictApp;

  it('let in a verified email of an allowed domain in an allowed group', async () => {
    const ok = person(provider, { email: 'in@example.com', groups: ['Wardrobe', 'other'] });
    expect((await signInWithProvider(app, ok)).location).toBe('/');
  });

  it('refuse another domain, an unverified email and a person in no allowed group', async () => {
    const cases = [
      person(provider, { email: 'out@elsewhere.org', groups: ['wardrobe'] }),
      person(provider, { email: 'in@example.com', email_verified: false, groups: ['wardrobe'] }),
      person(provider, { email: 'in@example.com', groups: ['finance'] }),
      person(provider, { email: 'in@example.com', groups: undefined }),
    ];
    for (const account of cases) {
      const refused = await signInWithProvider(app, account);
      expect(refused.location, account.email).toBe('/auth?oidc-error=not-allowed');
      expect(refused.session).toBeUndefined();
    }
  });

  it('refuse a link too', async () => {
    const someone = await asUser(app);
    const refused = await signInWithProvider(
      app,
      person(provider, { email: 'x@elsewhere.org', groups: ['wardrobe'] }),
      { cookie: someone.cookie, link: true },
    );
    expect(refused.location).toBe('/settings?oidc-error=not-allowed');
  });
});

describe('linking by email (OIDC_LINK_BY_EMAIL)', () => {
  const app = byEmailApp;

  it('joins the one account with the same email when the provider verified it', async () => {
    const owner = await asUser(app, { email: 'Owner.Mail@example.com' });
    const same = person(provider, { email: 'owner.mail@example.com', email_verified: true });
    const signedIn = await signInWithProvider(app, same);
    expect(await userIdOf(app, signedIn.session)).toBe(owner.user.id);
    // The password still works beside it.
    expect(expectJson<SignInProvider>(await owner.get('/api/auth/oidc/identity'))).toMatchObject({
      hasPassword: true,
      identity: { email: 'owner.mail@example.com' },
    });
  });

  it('makes a new account when the email is not verified', async () => {
    const owner = await asUser(app, { email: 'unverified@example.com' });
    const claimer = person(provider, { email: 'unverified@example.com', email_verified: false });
    const signedIn = await signInWithProvider(app, claimer);
    expect(await userIdOf(app, signedIn.session)).not.toBe(owner.user.id);
  });

  it('makes a new account when two accounts have that email (neither is proven)', async () => {
    const one = await asUser(app, { email: 'twice@example.com' });
    const two = await asUser(app, { email: 'twice@example.com' });
    const signedIn = await signInWithProvider(
      app,
      person(provider, { email: 'twice@example.com' }),
    );
    const id = await userIdOf(app, signedIn.session);
    expect([one.user.id, two.user.id]).not.toContain(id);
  });
});

describe('unlinking in Settings', () => {
  const app = plainApp;

  it('is refused while the provider is the only way in', async () => {
    const signedIn = await signInWithProvider(app, person(provider));
    const me = withCookie(app, signedIn.session!);
    expect(expectJson<SignInProvider>(await me.get('/api/auth/oidc/identity'))).toMatchObject({
      hasPassword: false,
    });
    const refused = await me.delete('/api/auth/oidc/identity');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: UNLINK_NEEDS_PASSWORD });
    expect(expectJson<SignInProvider>(await me.get('/api/auth/oidc/identity')).identity).not.toBe(
      null,
    );
  });

  it('removes the link of an account with a password; the provider then makes a new account', async () => {
    const alex = await asUser(app);
    const atProvider = person(provider);
    await signInWithProvider(app, atProvider, { cookie: alex.cookie, link: true });
    const unlinked = await alex.delete('/api/auth/oidc/identity');
    expect(unlinked.statusCode).toBe(204);
    expect(expectJson<SignInProvider>(await alex.get('/api/auth/oidc/identity')).identity).toBe(
      null,
    );
    expect((await alex.delete('/api/auth/oidc/identity')).statusCode).toBe(404);
    const later = await signInWithProvider(app, atProvider);
    expect(await userIdOf(app, later.session)).not.toBe(alex.user.id);
  });

  it("never another user's: Bob's unlink touches only Bob's account", async () => {
    const alex = await asUser(app);
    await signInWithProvider(app, person(provider), { cookie: alex.cookie, link: true });
    const bob = await asUser(app);
    expect((await bob.delete('/api/auth/oidc/identity')).statusCode).toBe(404);
    expect(expectJson<SignInProvider>(await alex.get('/api/auth/oidc/identity')).identity).not.toBe(
      null,
    );
    expect((await anonymous(app).delete('/api/auth/oidc/identity')).statusCode).toBe(401);
  });
});

describe('password forms switched off', () => {
  const app = providerOnlyApp;

  it('refuse sign-in and sign-up with a clear 403, and say so to the sign-in page', async () => {
    const login = await anonymous(app).post('/api/login', { username: 'anyone', password: 'x' });
    expect(login.statusCode).toBe(403);
    expect(login.json()).toEqual({ message: PASSWORD_SIGN_IN_OFF });
    const register = await anonymous(app).post('/api/register', {
      username: 'newcomer',
      password: 'a long enough password',
    });
    expect(register.statusCode).toBe(403);
    expect(register.json()).toEqual({ message: PASSWORD_SIGN_UP_OFF });
    expect(expectJson(await anonymous(app).get('/api/auth/methods'))).toEqual({
      provider: 'Test ID',
      passwordSignIn: false,
      passwordSignUp: false,
    });
    // The provider still signs people in.
    const signedIn = await signInWithProvider(app, person(provider));
    expect(signedIn.location).toBe('/');
  });

  it('sign-up alone can be off', async () => {
    const { app: noSignUp } = await oidcApp(provider.issuer, {}, { passwordSignUp: false });
    const register = await anonymous(noSignUp).post('/api/register', {
      username: 'newcomer',
      password: 'a long enough password',
    });
    expect(register.statusCode).toBe(403);
    const login = await anonymous(noSignUp).post('/api/login', {
      username: 'nobody',
      password: 'x',
    });
    expect(login.statusCode).toBe(401);
  });
});

describe('an account made through the provider (no password)', () => {
  const app = plainApp;

  it('sets its first password without a current one, then signs in with it and may unlink', async () => {
    const signedIn = await signInWithProvider(app, person(provider));
    const me = withCookie(app, signedIn.session!);
    const { username } = expectJson<{ username: string }>(await me.get('/api/user'));
    const set = await me.put('/api/account/password', { newPassword: 'my first password' });
    expect(set.statusCode).toBe(204);
    const login = await anonymous(app).post('/api/login', {
      username,
      password: 'my first password',
    });
    expect(login.statusCode).toBe(200);
    // From now on the current password is asked for, as for any account.
    const again = await me.put('/api/account/password', { newPassword: 'another password' });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({
      message: `currentPassword: ${CURRENT_PASSWORD_REQUIRED}`,
    });
    expect((await me.delete('/api/auth/oidc/identity')).statusCode).toBe(204);
  });

  it('is deleted by typing its username, never with a wrong one', async () => {
    const signedIn = await signInWithProvider(app, person(provider));
    const me = withCookie(app, signedIn.session!);
    const { username } = expectJson<{ username: string }>(await me.get('/api/user'));
    const wrong = await me.request({
      method: 'DELETE',
      url: '/api/account',
      payload: { username: `${username}x` },
    });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json()).toEqual({ message: WRONG_USERNAME });
    const guessedPassword = await me.request({
      method: 'DELETE',
      url: '/api/account',
      payload: { password: 'anything' },
    });
    expect(guessedPassword.statusCode).toBe(403);
    const deleted = await me.request({
      method: 'DELETE',
      url: '/api/account',
      payload: { username },
    });
    expect(deleted.statusCode).toBe(204);
    expect((await me.get('/api/user')).statusCode).toBe(401);
  });

  it('leaves a password account needing its password (the spec’s messages unchanged)', async () => {
    const alex = await asUser(app);
    const byName = await alex.request({
      method: 'DELETE',
      url: '/api/account',
      payload: { username: alex.user.username },
    });
    expect(byName.statusCode).toBe(400);
    const wrong = await alex.request({
      method: 'DELETE',
      url: '/api/account',
      payload: { password: 'not it' },
    });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json()).toEqual({ message: WRONG_PASSWORD });
  });
});
