import type * as argon2 from '@node-rs/argon2';
import { describe, expect, it, vi } from 'vitest';
import { anonymous, asUser } from '../../test/api-client.ts';
import { createTestApp } from '../../test/create-test-app.ts';
import { uniqueUsername } from '../../test/factories.ts';

// How many passwords were really checked: argon2's verify, counted and passed through.
const verified = vi.hoisted(() => ({ count: 0 }));
vi.mock('@node-rs/argon2', async (importOriginal) => {
  const real = await importOriginal<typeof argon2>();
  return {
    ...real,
    verify: (...args: Parameters<typeof real.verify>) => {
      verified.count += 1;
      return real.verify(...args);
    },
  };
});

const ATTACKER = '203.0.113.66';
const OWNER = '198.51.100.23';

describe('the login throttle', () => {
  it('counts each attempt before the password is checked: of 40 at once only the allowed number are tried', async () => {
    const limited = await createTestApp({ rateLimits: { authPerUsername: 5 } });
    const { user, password } = await asUser(limited.app);
    const login = (remoteAddress: string, pw: string) =>
      anonymous(limited.app).request({
        method: 'POST',
        url: '/api/login',
        remoteAddress,
        payload: { username: user.username, password: pw },
      });

    const before = verified.count;
    const attempts = await Promise.all(
      Array.from({ length: 40 }, () => login(ATTACKER, 'a wrong guess')),
    );
    expect(verified.count - before).toBe(5);
    const codes = attempts.map((a) => a.statusCode);
    expect(codes.filter((code) => code === 401)).toHaveLength(5);
    expect(codes.filter((code) => code === 429)).toHaveLength(35);
    for (const answer of attempts.filter((a) => a.statusCode === 429)) {
      expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
      expect(answer.json()).toEqual({ message: expect.stringContaining('rate limit') });
    }

    // Not even the right password is tried from there any more...
    const checked = verified.count;
    expect((await login(ATTACKER, password)).statusCode).toBe(429);
    expect(verified.count).toBe(checked);
    // ...but the lockout is no weapon against the account: its owner, elsewhere, signs in.
    expect((await login(OWNER, password)).statusCode).toBe(200);
    expect((await login(OWNER, password)).statusCode).toBe(200);
  });

  it('keeps counting only failures: the owner may sign in often, and mistakes stay counted', async () => {
    const limited = await createTestApp({ rateLimits: { authPerUsername: 3 } });
    const { user, password } = await asUser(limited.app);
    const login = (pw: string) =>
      anonymous(limited.app).request({
        method: 'POST',
        url: '/api/login',
        remoteAddress: OWNER,
        payload: { username: user.username, password: pw },
      });
    const codes = [];
    for (const pw of [password, 'typo one', password, password, 'typo two', password, password])
      codes.push((await login(pw)).statusCode);
    expect(codes).toEqual([200, 401, 200, 200, 401, 200, 200]);
    expect((await login('typo three')).statusCode).toBe(401);
    expect((await login(password)).statusCode).toBe(429);
  });

  it('throttles an unknown username the same way (nothing tells it apart)', async () => {
    const limited = await createTestApp({ rateLimits: { authPerUsername: 2 } });
    const username = uniqueUsername('ghost');
    const before = verified.count;
    const attempts = await Promise.all(
      Array.from({ length: 6 }, () =>
        anonymous(limited.app).request({
          method: 'POST',
          url: '/api/login',
          remoteAddress: ATTACKER,
          payload: { username, password: 'whatever pw' },
        }),
      ),
    );
    expect(attempts.map((a) => a.statusCode).sort()).toEqual([401, 401, 429, 429, 429, 429]);
    expect(verified.count - before).toBe(2);
  });
});
