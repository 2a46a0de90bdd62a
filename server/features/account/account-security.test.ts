import { describe, expect, it } from 'vitest';
import { WRONG_CURRENT_PASSWORD, WRONG_PASSWORD } from '../../../contract/account.ts';
import { anonymous, apiFor, asUser, type UserApi } from '../../test/api-client.ts';
import { createTestApp } from '../../test/create-test-app.ts';
import {
  downloadExport,
  importZip,
  rowsNaming,
  seedEverything,
  storedFiles,
} from '../../test/kits/account.ts';

const ctx = await createTestApp({
  rateLimits: { authPerUsername: 3 },
  importLimits: { perHour: 2 },
});
const { app } = ctx;

/** A second session of the same account (another browser). */
async function signInAgain(user: UserApi, password = user.password): Promise<UserApi> {
  const response = await anonymous(app).post('/api/login', {
    username: user.user.username,
    password,
  });
  expect(response.statusCode, response.body).toBe(200);
  const cookie = String(response.headers['set-cookie']).split(';')[0]!;
  return apiFor(app, { user: user.user, cookie, password });
}

const signedIn = async (user: UserApi) => (await user.get('/api/user')).statusCode === 200;

describe('PUT /api/account/password', () => {
  it('sets the new password, keeps this session and ends every other one', async () => {
    const alice = await asUser(app);
    const laptop = await signInAgain(alice);
    const response = await alice.put('/api/account/password', {
      currentPassword: alice.password,
      newPassword: 'a brand new passphrase',
    });
    expect(response.statusCode, response.body).toBe(204);
    expect(await signedIn(alice)).toBe(true);
    expect(await signedIn(laptop)).toBe(false);
    const old = await anonymous(app).post('/api/login', {
      username: alice.user.username,
      password: alice.password,
    });
    expect(old.statusCode).toBe(401);
    await signInAgain(alice, 'a brand new passphrase');
  });

  it('refuses a wrong current password (403) and changes nothing', async () => {
    const alice = await asUser(app);
    const laptop = await signInAgain(alice);
    const response = await alice.put('/api/account/password', {
      currentPassword: 'not my password',
      newPassword: 'a brand new passphrase',
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: WRONG_CURRENT_PASSWORD });
    expect(await signedIn(laptop)).toBe(true);
    await signInAgain(alice);
  });

  it('refuses a new password the sign-up would refuse (400)', async () => {
    const alice = await asUser(app);
    const response = await alice.put('/api/account/password', {
      currentPassword: alice.password,
      newPassword: 'short',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/newPassword: Password must be at least 8/);
  });

  it('throttles wrong passwords per account like logins (429 with Retry-After)', async () => {
    const alice = await asUser(app);
    const attempt = (currentPassword: string) =>
      alice.put('/api/account/password', { currentPassword, newPassword: 'whatever it is' });
    for (let i = 0; i < 3; i++) expect((await attempt('wrong guess')).statusCode).toBe(403);
    const blocked = await attempt(alice.password);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBeDefined();
    expect(blocked.json().message).toContain('rate limit');
    // Deleting is a password check too, on the same counter.
    expect(
      (await alice.request({ method: 'DELETE', url: '/api/account', payload: { password: 'x' } }))
        .statusCode,
    ).toBe(429);
    // Another account is not held back by it.
    const bob = await asUser(app);
    expect(
      (
        await bob.put('/api/account/password', {
          currentPassword: bob.password,
          newPassword: 'bobs new passphrase',
        })
      ).statusCode,
    ).toBe(204);
  });
  it('counts a password check before it is made: ten sent at once, three are tried', async () => {
    const alice = await asUser(app);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        alice.put('/api/account/password', {
          currentPassword: 'wrong guess',
          newPassword: 'whatever it is',
        }),
      ),
    );
    const codes = answers.map((answer) => answer.statusCode).sort();
    expect(codes.filter((code) => code === 403)).toHaveLength(3);
    expect(codes.filter((code) => code === 429)).toHaveLength(7);
  });
});

describe('POST /api/account/import', () => {
  it('takes a few imports an hour per account (429 past them), then refuses before reading', async () => {
    const carol = await asUser(app);
    const zip = await downloadExport(carol);
    for (let i = 0; i < 2; i++) expect((await importZip(carol, zip)).statusCode).toBe(200);
    const blocked = await importZip(carol, zip);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toContain('rate limit');
    expect((await importZip(await asUser(app), zip)).statusCode).toBe(200);
  });
});

describe('POST /api/account/sign-out-everywhere', () => {
  it('ends every session of the account, this one included, and clears the cookie', async () => {
    const alice = await asUser(app);
    const phone = await signInAgain(alice);
    const bob = await asUser(app);
    const response = await alice.post('/api/account/sign-out-everywhere');
    expect(response.statusCode).toBe(204);
    expect(String(response.headers['set-cookie'])).toMatch(/sid=;/);
    expect(await signedIn(alice)).toBe(false);
    expect(await signedIn(phone)).toBe(false);
    expect(await signedIn(bob)).toBe(true);
  });
});

describe('DELETE /api/account', () => {
  const remove = (user: UserApi, password: string) =>
    user.request({ method: 'DELETE', url: '/api/account', payload: { password } });

  it('refuses a wrong password (403): nothing removed', async () => {
    const alice = await asUser(app);
    const before = await rowsNaming(ctx, alice.id);
    const response = await remove(alice, 'not my password');
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: WRONG_PASSWORD });
    expect(await rowsNaming(ctx, alice.id)).toEqual(before);
    expect(await signedIn(alice)).toBe(true);
  });

  it("cannot be done with another user's session: it always deletes the session's own account", async () => {
    const alice = await asUser(app, { password: 'only alice knows this' });
    const bob = await asUser(app);
    expect((await remove(bob, alice.password)).statusCode).toBe(403);
    expect(await signedIn(alice)).toBe(true);
    expect(await signedIn(bob)).toBe(true);
  });

  it('leaves no row naming the user in any table and no file of theirs', async () => {
    const alice = await asUser(app);
    const bob = await asUser(app);
    const { othersPost } = await seedEverything(ctx, alice, bob);
    expect((await rowsNaming(ctx, alice.id)).length).toBeGreaterThan(15);
    expect(storedFiles(ctx).filter((file) => file.startsWith(`${alice.id}/`))).toHaveLength(16);
    const bobsFiles = storedFiles(ctx).filter((file) => !file.startsWith(`${alice.id}/`));

    const response = await remove(alice, alice.password);
    expect(response.statusCode, response.body).toBe(204);
    expect(String(response.headers['set-cookie'])).toMatch(/sid=;/);

    expect(await rowsNaming(ctx, alice.id)).toEqual([]);
    const { rows: orphans } = await ctx.pool.query(
      `SELECT (SELECT count(*)::int FROM rating_votes v WHERE NOT EXISTS (SELECT 1 FROM rating_session_outfits o WHERE o.id = v.session_outfit_id))
            + (SELECT count(*)::int FROM alter_ego_outfits a WHERE NOT EXISTS (SELECT 1 FROM alter_egos e WHERE e.id = a.alter_ego_id)) AS n`,
    );
    expect(orphans[0].n).toBe(0);
    expect(storedFiles(ctx).filter((file) => file.includes(alice.id))).toEqual([]);
    expect(storedFiles(ctx)).toEqual(bobsFiles);
    // Bob's post no longer counts Alice's like and comment.
    const { rows } = await ctx.pool.query(
      'SELECT likes, comments FROM social_posts WHERE id = $1',
      [othersPost.id],
    );
    expect(rows[0]).toEqual({ likes: 0, comments: 0 });
    expect(await signedIn(alice)).toBe(false);
    const login = await anonymous(app).post('/api/login', {
      username: alice.user.username,
      password: alice.password,
    });
    expect(login.statusCode).toBe(401);
    // The name is free again.
    await asUser(app, { username: alice.user.username });
  });

  it('needs a password in the body (400)', async () => {
    const alice = await asUser(app);
    const response = await alice.request({ method: 'DELETE', url: '/api/account', payload: {} });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/Password is required/);
  });
});
