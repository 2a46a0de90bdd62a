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
    expect(env.AI_TIMEOUT_MS).toBe(30_000);
    expect(env.AI_MAX_RETRIES).toBe(1);
    expect(env.AI_VISION_MODEL).toBeUndefined();
  });

  it('reads the AI provider settings; the vision model defaults to AI_MODEL', () => {
    const env = loadEnv({
      AI_PROVIDER: 'openai',
      OPENAI_BASE_URL: 'http://127.0.0.1:11434/v1',
      AI_MODEL: 'llama3.2',
      AI_TIMEOUT_MS: '5000',
      AI_MAX_RETRIES: '0',
    });
    expect(env).toMatchObject({
      AI_PROVIDER: 'openai',
      OPENAI_BASE_URL: 'http://127.0.0.1:11434/v1',
      AI_MODEL: 'llama3.2',
      AI_VISION_MODEL: 'llama3.2',
      AI_TIMEOUT_MS: 5000,
      AI_MAX_RETRIES: 0,
    });
    expect(loadEnv({ AI_MODEL: 'gpt-4o-mini', AI_VISION_MODEL: 'gpt-4o' }).AI_VISION_MODEL).toBe(
      'gpt-4o',
    );
    expect(loadEnv({ AI_TIMEOUT_MS: '', AI_MAX_RETRIES: '' })).toMatchObject({
      AI_TIMEOUT_MS: 30_000,
      AI_MAX_RETRIES: 1,
    });
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
    [
      { AI_PROVIDER: 'openai', AI_MODEL: 'gpt-4o-mini' },
      /OPENAI_API_KEY is required when AI_PROVIDER=openai uses api\.openai\.com/,
    ],
    [
      { S3_BUCKET: 'photos' },
      /S3_BUCKET is set, but this version stores photos on local disk only/,
    ],
    [{ AI_TIMEOUT_MS: 'soon' }, /AI_TIMEOUT_MS must be a number of milliseconds/],
    [{ AI_TIMEOUT_MS: '0' }, /AI_TIMEOUT_MS must be at least 1 millisecond/],
    [{ AI_TIMEOUT_MS: '2.5' }, /AI_TIMEOUT_MS must be a whole number/],
    [{ AI_MAX_RETRIES: '-1' }, /AI_MAX_RETRIES must be between 0 and 5/],
    [{ AI_MAX_RETRIES: 'twice' }, /AI_MAX_RETRIES must be a number/],
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
