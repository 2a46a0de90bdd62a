import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Clock } from '../../lib/clock.ts';
import { anonymous, asUser, withCookie } from '../../test/api-client.ts';
import { createTestApp } from '../../test/create-test-app.ts';
import { sessionCookieFrom, uniqueUsername } from '../../test/factories.ts';

const ctx = await createTestApp();
const { app } = ctx;
const visitor = anonymous(app);
const post = visitor.post;

describe('POST /api/register', () => {
  it('creates the account, signs it in and answers the public user only', async () => {
    const username = uniqueUsername('ada');
    const response = await post('/api/register', {
      username,
      password: 'a long enough password',
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
    });
    expect(response.statusCode).toBe(201);
    const user = response.json();
    expect(Object.keys(user).sort()).toEqual(['email', 'firstName', 'id', 'lastName', 'username']);
    expect(user).toMatchObject({
      username,
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
    });
    expect(response.body).not.toMatch(/password|argon2/i);

    const setCookie = String(response.headers['set-cookie']);
    expect(setCookie).toMatch(/^sid=[A-Za-z0-9_-]{43};/);
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Lax/);
    expect(setCookie).toMatch(/Path=\//);
    expect(setCookie).not.toMatch(/Secure/);
    const expires = new Date(/Expires=([^;]+)/.exec(setCookie)![1]!).getTime();
    expect(expires - Date.now()).toBeGreaterThan(29.9 * 86_400_000);

    const me = await withCookie(app, sessionCookieFrom(response.headers)).get('/api/user');
    expect(me.statusCode).toBe(200);
    expect(me.json()).toEqual(user);
  });

  it('stores only an argon2id hash, never the password', async () => {
    const { user, password } = await asUser(app);
    const { rows } = await ctx.pool.query('SELECT password FROM users WHERE id = $1', [user.id]);
    expect(rows[0].password).toMatch(/^\$argon2id\$/);
    expect(rows[0].password).not.toContain(password);
  });

  it('treats usernames that differ only in case as the same (409)', async () => {
    const username = uniqueUsername('Case');
    await asUser(app, { username });
    const response = await post('/api/register', {
      username: username.toUpperCase(),
      password: 'another password',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: 'Username already exists' });
  });

  it('answers one 409 and one 201 when the same name is registered twice at once', async () => {
    const username = uniqueUsername('race');
    const answers = await Promise.all([
      post('/api/register', { username, password: 'password one' }),
      post('/api/register', { username: username.toUpperCase(), password: 'password two' }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
  });

  it.each([
    ['too short', 'ab'],
    ['too long', 'a'.repeat(33)],
    ['a space', 'ada lovelace'],
    ['a slash', 'ada/x'],
    ['non-ASCII', 'adà_x'],
  ])('refuses a username with %s (400)', async (_why, username) => {
    const response = await post('/api/register', { username, password: 'a good password' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/username/i);
    expect(response.json().issues[0].path).toBe('username');
  });

  it('accepts every allowed username character and 3 and 32 characters', async () => {
    for (const username of [
      `a._-${uniqueUsername('Z9').slice(0, 10)}`,
      'x' + uniqueUsername('').slice(1, 3),
      'Q'.repeat(24) + uniqueUsername('').slice(1, 9),
    ]) {
      const response = await post('/api/register', { username, password: 'a good password' });
      expect(response.statusCode, username).toBe(201);
    }
  });

  it('enforces password length 8–256 with no composition rules and no truncation', async () => {
    expect(
      (await post('/api/register', { username: uniqueUsername(), password: '1234567' })).statusCode,
    ).toBe(400);
    expect(
      (await post('/api/register', { username: uniqueUsername(), password: 'p'.repeat(257) }))
        .statusCode,
    ).toBe(400);
    expect(
      (await post('/api/register', { username: uniqueUsername(), password: 'aaaaaaaa' }))
        .statusCode,
    ).toBe(201);

    const long = 'x'.repeat(200) + 'tail';
    const { user } = await asUser(app, { password: long });
    const truncated = await post('/api/login', {
      username: user.username,
      password: 'x'.repeat(200),
    });
    expect(truncated.statusCode).toBe(401);
    const full = await post('/api/login', { username: user.username, password: long });
    expect(full.statusCode).toBe(200);
  });

  it('keeps email optional but validates it when given', async () => {
    const without = await post('/api/register', {
      username: uniqueUsername(),
      password: 'a good password',
      email: '',
    });
    expect(without.statusCode).toBe(201);
    expect(without.json().email).toBeNull();
    const bad = await post('/api/register', {
      username: uniqueUsername(),
      password: 'a good password',
      email: 'not-an-email',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/email/i);
  });

  it('never answers 5xx to arbitrary bodies', async () => {
    await fc.assert(
      fc.asyncProperty(fc.jsonValue(), async (body) => {
        // Any JSON value, a bare string or number included: sent as the text of the body.
        const response = await visitor.request({
          method: 'POST',
          url: '/api/register',
          headers: { 'content-type': 'application/json' },
          payload: JSON.stringify(body),
        });
        expect(response.statusCode).toBeGreaterThanOrEqual(400);
        expect(response.statusCode).toBeLessThan(500);
        expect(typeof response.json().message).toBe('string');
      }),
      { numRuns: 60 },
    );
  });
});

describe('POST /api/login', () => {
  it('signs in ignoring the case of the username', async () => {
    const { user, password } = await asUser(app, { firstName: 'Grace' });
    const response = await post('/api/login', { username: user.username.toUpperCase(), password });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(user);
  });

  it('gives a wrong password and an unknown username the same answer', async () => {
    const { user } = await asUser(app);
    const wrong = await post('/api/login', { username: user.username, password: 'wrong password' });
    const unknown = await post('/api/login', {
      username: uniqueUsername('ghost'),
      password: 'wrong password',
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.body).toBe(unknown.body);
    expect(wrong.json()).toEqual({ message: 'Invalid username or password' });
    expect(wrong.headers['set-cookie']).toBeUndefined();
  });

  it('requires both fields (400)', async () => {
    expect((await post('/api/login', { username: 'someone' })).statusCode).toBe(400);
    expect((await post('/api/login', { password: 'something' })).statusCode).toBe(400);
  });

  it('issues a new token on every login and revokes the one the browser held (no fixation)', async () => {
    const account = await asUser(app);
    const first = account.cookie;
    const response = await account.post('/api/login', {
      username: account.user.username,
      password: account.password,
    });
    const second = sessionCookieFrom(response.headers);
    expect(second).not.toBe(first);
    expect((await withCookie(app, first).get('/api/user')).statusCode).toBe(401);
    expect((await withCookie(app, second).get('/api/user')).statusCode).toBe(200);
  });

  it('ignores a cookie planted by an attacker: the server mints its own token', async () => {
    const { user, password } = await asUser(app);
    const planted = 'sid=' + 'A'.repeat(43);
    const attacker = withCookie(app, planted);
    const response = await attacker.post('/api/login', { username: user.username, password });
    expect(sessionCookieFrom(response.headers)).not.toBe(planted);
    expect((await attacker.get('/api/user')).statusCode).toBe(401);
  });
});

describe('POST /api/logout and GET /api/user', () => {
  it('answers 401 with no session', async () => {
    const response = await visitor.get('/api/user');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Not signed in' });
  });

  it('deletes the server-side session: the old cookie replayed answers 401', async () => {
    const account = await asUser(app);
    const logout = await account.post('/api/logout');
    expect(logout.statusCode).toBe(204);
    expect(String(logout.headers['set-cookie'])).toMatch(/sid=;.*Expires=Thu, 01 Jan 1970/);
    // The account's requests still carry the cookie it held.
    expect((await account.get('/api/user')).statusCode).toBe(401);
  });

  it('is harmless without a session', async () => {
    expect((await post('/api/logout')).statusCode).toBe(204);
  });
});

describe('session expiry', () => {
  it('slides forward while used and ends after 30 idle days', async () => {
    let now = new Date('2026-01-01T00:00:00Z');
    const clock: Clock = { now: () => now };
    const timed = await createTestApp({ clock });
    const account = await asUser(timed.app);
    const me = () => account.get('/api/user');

    now = new Date('2026-01-25T00:00:00Z');
    const renewed = await me();
    expect(renewed.statusCode).toBe(200);
    expect(String(renewed.headers['set-cookie'])).toMatch(/Expires=Tue, 24 Feb 2026/);

    now = new Date('2026-02-20T00:00:00Z'); // 50 days after sign-up, 26 after last use
    expect((await me()).statusCode).toBe(200);

    now = new Date('2026-03-23T00:00:00Z'); // 31 idle days
    expect((await me()).statusCode).toBe(401);
  });

  it('ends 90 days after sign-in however often it is used (an absolute lifetime)', async () => {
    const start = Date.parse('2026-01-01T00:00:00Z');
    let now = new Date(start);
    const timed = await createTestApp({ clock: { now: () => now } });
    const account = await asUser(timed.app);
    const me = () => account.get('/api/user');
    const day = (n: number) => new Date(start + n * 86_400_000);

    for (const n of [20, 40]) {
      now = day(n);
      expect((await me()).statusCode, `day ${n}`).toBe(200);
    }
    // Slid on day 65, the cookie ends on day 90 (1 April), not 30 days later.
    now = day(65);
    const late = await me();
    expect(late.statusCode).toBe(200);
    expect(String(late.headers['set-cookie'])).toMatch(/Expires=Wed, 01 Apr 2026 00:00:00 GMT/);
    now = day(89);
    expect((await me()).statusCode).toBe(200);

    now = new Date(start + 90 * 86_400_000 + 60_000);
    expect((await me()).statusCode).toBe(401);
  });

  it('takes its absolute lifetime from SESSION_MAX_AGE_DAYS', async () => {
    const start = Date.parse('2026-05-01T00:00:00Z');
    let now = new Date(start);
    const timed = await createTestApp({ clock: { now: () => now }, sessionMaxAgeDays: 7 });
    const registered = await anonymous(timed.app).post('/api/register', {
      username: uniqueUsername(),
      password: 'a good password',
    });
    // A session that cannot outlive 7 days is not promised for 30.
    expect(String(registered.headers['set-cookie'])).toMatch(/Expires=Fri, 08 May 2026 00:00:00/);
    const session = withCookie(timed.app, sessionCookieFrom(registered.headers));
    const me = () => session.get('/api/user');
    now = new Date(start + 6 * 86_400_000);
    expect((await me()).statusCode).toBe(200);
    now = new Date(start + 7 * 86_400_000 + 1000);
    expect((await me()).statusCode).toBe(401);
  });
});

describe('throttling', () => {
  it('limits failed logins per username with 429, Retry-After and a rate limit message', async () => {
    const limited = await createTestApp({ rateLimits: { authPerUsername: 3 } });
    const login = (body: object) => anonymous(limited.app).post('/api/login', body);
    const { user, password } = await asUser(limited.app);
    for (let i = 0; i < 3; i++) {
      const response = await login({ username: user.username, password: 'nope nope' });
      expect(response.statusCode).toBe(401);
    }
    const blocked = await login({ username: user.username.toUpperCase(), password });
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(blocked.json().message).toContain('rate limit');

    // Another account is not affected by someone hammering this one.
    const other = await asUser(limited.app);
    const fine = await login({ username: other.user.username, password: other.password });
    expect(fine.statusCode).toBe(200);
  });

  it('does not count successful logins against the username', async () => {
    const limited = await createTestApp({ rateLimits: { authPerUsername: 2 } });
    const { user, password } = await asUser(limited.app);
    for (let i = 0; i < 5; i++) {
      const response = await anonymous(limited.app).post('/api/login', {
        username: user.username,
        password,
      });
      expect(response.statusCode).toBe(200);
    }
  });

  it('limits login and register attempts per IP', async () => {
    const limited = await createTestApp({ rateLimits: { authPerIp: 4 } });
    const attempts = [];
    for (let i = 0; i < 5; i++) {
      attempts.push(
        await anonymous(limited.app).post('/api/login', {
          username: uniqueUsername(),
          password: 'whatever pw',
        }),
      );
    }
    expect(attempts.slice(0, 4).every((a) => a.statusCode === 401)).toBe(true);
    expect(attempts[4]!.statusCode).toBe(429);
    expect(attempts[4]!.headers['retry-after']).toBeDefined();
    expect(attempts[4]!.json().message).toContain('rate limit');
    const fromElsewhere = await anonymous(limited.app).request({
      method: 'POST',
      url: '/api/login',
      remoteAddress: '10.9.8.7',
      payload: { username: uniqueUsername(), password: 'whatever pw' },
    });
    expect(fromElsewhere.statusCode).toBe(401);
  });

  it('limits sign-up attempts per username', async () => {
    const limited = await createTestApp({ rateLimits: { authPerUsername: 2 } });
    const username = uniqueUsername();
    const codes = [];
    for (let i = 0; i < 3; i++) {
      codes.push(
        (
          await anonymous(limited.app).request({
            method: 'POST',
            url: '/api/register',
            remoteAddress: `10.0.0.${i}`,
            payload: { username, password: 'a good password' },
          })
        ).statusCode,
      );
    }
    expect(codes).toEqual([201, 409, 429]);
  });
});

describe('cross-site requests', () => {
  it('refuses a state-changing request from a foreign Origin (403)', async () => {
    const { user, password } = await asUser(app);
    const response = await visitor.request({
      method: 'POST',
      url: '/api/login',
      payload: { username: user.username, password },
      headers: { origin: 'https://evil.example' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toMatch(/cross-site/i);
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it('refuses a request marked cross-site by the browser even without Origin', async () => {
    const account = await asUser(app);
    const response = await account.request({
      method: 'POST',
      url: '/api/logout',
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(response.statusCode).toBe(403);
    expect((await account.get('/api/user')).statusCode).toBe(200);
  });

  it('accepts the same origin', async () => {
    const { user, password } = await asUser(app);
    const response = await visitor.request({
      method: 'POST',
      url: '/api/login',
      payload: { username: user.username, password },
      headers: { origin: 'http://localhost:80', host: 'localhost:80' },
    });
    expect(response.statusCode).toBe(200);
  });
});

describe('behind an HTTPS proxy', () => {
  it('marks the cookie Secure when TRUST_PROXY is on and the proxy says https', async () => {
    const proxied = await createTestApp({ trustProxy: true });
    const response = await anonymous(proxied.app).request({
      method: 'POST',
      url: '/api/register',
      headers: { 'x-forwarded-proto': 'https' },
      payload: { username: uniqueUsername(), password: 'a good password' },
    });
    expect(response.statusCode).toBe(201);
    expect(String(response.headers['set-cookie'])).toMatch(/; Secure/);
  });
});
