import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { EnvError, loadEnv } from './env.ts';

describe('loadEnv', () => {
  it('fills in the documented defaults', () => {
    const env = loadEnv({});
    expect(env.PORT).toBe(5000);
    expect(env.HOST).toBe('0.0.0.0');
    expect(env.DATA_DIR).toBe(path.resolve('./data'));
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.TRUST_PROXY).toBe(false);
    expect(env.AI_PROVIDER).toBe('local');
  });

  it('reads PORT, DATA_DIR, DATABASE_URL and TRUST_PROXY', () => {
    const env = loadEnv({
      PORT: '8080',
      DATA_DIR: '/srv/fashion',
      DATABASE_URL: 'postgres://app@db.internal:5432/fashion',
      TRUST_PROXY: 'true',
    });
    expect(env).toMatchObject({
      PORT: 8080,
      DATA_DIR: '/srv/fashion',
      DATABASE_URL: 'postgres://app@db.internal:5432/fashion',
      TRUST_PROXY: true,
    });
  });

  it('treats empty values as unset', () => {
    expect(loadEnv({ DATABASE_URL: '', TRUST_PROXY: '' })).toMatchObject({
      DATABASE_URL: undefined,
      TRUST_PROXY: false,
    });
  });

  it.each([
    [{ PORT: 'eighty' }, /^Invalid configuration: PORT must be a number\.$/],
    [{ PORT: '70000' }, /PORT must be between 0 and 65535/],
    [{ DATABASE_URL: 'mysql://root@localhost/app' }, /DATABASE_URL must be a postgres:\/\/ URL/],
    [{ TRUST_PROXY: 'maybe' }, /TRUST_PROXY must be true or false/],
    [{ AI_PROVIDER: 'openai' }, /AI_MODEL is required when AI_PROVIDER=openai/],
    [{ S3_BUCKET: 'photos' }, /must be set together/],
  ])('stops on %o with one human line', (source, message) => {
    let thrown: unknown;
    try {
      loadEnv(source);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(EnvError);
    const text = (thrown as Error).message;
    expect(text).toMatch(message);
    expect(text).not.toContain('\n');
  });
});
