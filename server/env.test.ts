import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { EnvError, loadEnv } from './env.ts';

const S3 = {
  S3_ENDPOINT: 'http://minio.internal:9000',
  S3_BUCKET: 'photos',
  S3_REGION: 'us-east-1',
  S3_ACCESS_KEY_ID: 'key-id',
  S3_SECRET_ACCESS_KEY: 'secret-key',
};

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
    expect(env.SESSION_MAX_AGE_DAYS).toBe(90);
    expect(env.LOG_BUFFER_BYTES).toBe(1024 * 1024);
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

  it("reads TRUST_PROXY as a hop count, the proxies' addresses, or true (every hop)", () => {
    const trust = (value: string) => loadEnv({ TRUST_PROXY: value }).TRUST_PROXY;
    expect(trust('1')).toBe(1);
    expect(trust('2')).toBe(2);
    expect(trust('0')).toBe(false);
    expect(trust('false')).toBe(false);
    expect(trust('no')).toBe(false);
    expect(trust('true')).toBe(true);
    expect(trust('yes')).toBe(true);
    expect(trust('10.0.0.1')).toEqual(['10.0.0.1']);
    expect(trust(' 10.0.0.0/8, fd00::/8 ,192.0.2.7 ')).toEqual([
      '10.0.0.0/8',
      'fd00::/8',
      '192.0.2.7',
    ]);
    expect(trust('loopback, 172.16.0.0/12')).toEqual(['loopback', '172.16.0.0/12']);
  });

  it('reads the session lifetime and the log buffer', () => {
    expect(loadEnv({ SESSION_MAX_AGE_DAYS: '7' }).SESSION_MAX_AGE_DAYS).toBe(7);
    expect(loadEnv({ LOG_BUFFER_BYTES: '65536' }).LOG_BUFFER_BYTES).toBe(65536);
    expect(loadEnv({ SESSION_MAX_AGE_DAYS: '', LOG_BUFFER_BYTES: '' })).toMatchObject({
      SESSION_MAX_AGE_DAYS: 90,
      LOG_BUFFER_BYTES: 1024 * 1024,
    });
  });

  it('treats empty values as unset', () => {
    expect(loadEnv({ DATABASE_URL: '', TRUST_PROXY: '' })).toMatchObject({
      DATABASE_URL: undefined,
      TRUST_PROXY: false,
    });
  });

  it('reads the S3 bucket and Redis settings; no S3 store unless every S3 variable is set', () => {
    expect(loadEnv({}).s3).toBeUndefined();
    expect(loadEnv({}).REDIS_URL).toBeUndefined();
    const env = loadEnv({ ...S3, S3_FORCE_PATH_STYLE: 'true', REDIS_URL: 'redis://cache:6379/0' });
    expect(env.s3).toEqual({
      endpoint: 'http://minio.internal:9000',
      bucket: 'photos',
      region: 'us-east-1',
      accessKeyId: 'key-id',
      secretAccessKey: 'secret-key',
      forcePathStyle: true,
    });
    expect(env.REDIS_URL).toBe('redis://cache:6379/0');
    expect(loadEnv(S3).s3?.forcePathStyle).toBe(false);
    expect(loadEnv({ REDIS_URL: '' }).REDIS_URL).toBeUndefined();
  });

  it.each([
    [{ PORT: 'eighty' }, /^Invalid configuration: PORT must be a number\.$/],
    [{ PORT: '70000' }, /PORT must be between 0 and 65535/],
    [{ DATABASE_URL: 'mysql://root@localhost/app' }, /DATABASE_URL must be a postgres:\/\/ URL/],
    [
      { TRUST_PROXY: 'maybe' },
      /TRUST_PROXY must be false, a number of proxies \(1, 2…\), the proxies' addresses or CIDRs, or true/,
    ],
    [{ TRUST_PROXY: '10.0.0.0/33' }, /TRUST_PROXY must be false, a number of proxies/],
    [{ TRUST_PROXY: '10.0.0.1,,10.0.0.2' }, /TRUST_PROXY must be false, a number of proxies/],
    [{ TRUST_PROXY: '-1' }, /TRUST_PROXY must be false, a number of proxies/],
    [{ TRUST_PROXY: '100' }, /TRUST_PROXY must be at most 10 proxies/],
    [{ SESSION_MAX_AGE_DAYS: '0' }, /SESSION_MAX_AGE_DAYS must be between 1 and 3650 days/],
    [{ SESSION_MAX_AGE_DAYS: 'forever' }, /SESSION_MAX_AGE_DAYS must be a number of days/],
    [{ LOG_BUFFER_BYTES: '1000' }, /LOG_BUFFER_BYTES must be at least 65536/],
    [{ LOG_BUFFER_BYTES: 'lots' }, /LOG_BUFFER_BYTES must be a number of bytes/],
    [{ AI_PROVIDER: 'openai' }, /AI_MODEL is required when AI_PROVIDER=openai/],
    [
      { AI_PROVIDER: 'openai', AI_MODEL: 'gpt-4o-mini' },
      /OPENAI_API_KEY is required when AI_PROVIDER=openai uses api\.openai\.com/,
    ],
    [
      { S3_BUCKET: 'photos' },
      /^Invalid configuration: S3_ENDPOINT, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY are missing: S3 storage needs all of S3_ENDPOINT, S3_BUCKET, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY\.$/,
    ],
    [
      { ...S3, S3_SECRET_ACCESS_KEY: '' },
      /^Invalid configuration: S3_SECRET_ACCESS_KEY is missing: S3 storage needs all of/,
    ],
    [{ ...S3, S3_ENDPOINT: 'minio:9000' }, /S3_ENDPOINT must be an http\(s\):\/\/ URL/],
    [{ ...S3, S3_FORCE_PATH_STYLE: 'sometimes' }, /S3_FORCE_PATH_STYLE must be true or false/],
    [{ REDIS_URL: 'http://cache:6379' }, /REDIS_URL must be a redis:\/\/ URL/],
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

describe('loadEnv: sign-in with an identity provider (OIDC_*) and the password forms', () => {
  const OIDC = {
    OIDC_ISSUER: 'https://auth.example.com/application/o/wardrobe/',
    OIDC_CLIENT_ID: 'wardrobe',
    OIDC_CLIENT_SECRET: 'a-secret',
    PUBLIC_URL: 'https://wardrobe.example.com/',
  };

  it('is off, with both password forms on, when nothing is set', () => {
    const env = loadEnv({});
    expect(env.oidc).toBeUndefined();
    expect(env.passwordSignIn).toBe(true);
    expect(env.passwordSignUp).toBe(true);
  });

  it('reads a whole configuration, with the defaults for the rest', () => {
    const env = loadEnv(OIDC);
    expect(env.oidc).toEqual({
      issuer: OIDC.OIDC_ISSUER,
      clientId: 'wardrobe',
      clientSecret: 'a-secret',
      name: 'auth.example.com',
      scopes: ['openid', 'email', 'profile'],
      redirectUri: 'https://wardrobe.example.com/api/auth/oidc/callback',
      allowedDomains: [],
      allowedGroups: [],
      linkByEmail: false,
    });
  });

  it('reads the name, scopes, allowed domains and groups and linking by email', () => {
    const env = loadEnv({
      ...OIDC,
      OIDC_NAME: 'Authentik',
      OIDC_SCOPES: 'openid email profile groups',
      OIDC_ALLOWED_DOMAINS: 'Example.com, family.example ,',
      OIDC_ALLOWED_GROUPS: 'wardrobe-users',
      OIDC_LINK_BY_EMAIL: 'true',
      PASSWORD_SIGN_IN: 'false',
    });
    expect(env.oidc).toMatchObject({
      name: 'Authentik',
      scopes: ['openid', 'email', 'profile', 'groups'],
      allowedDomains: ['example.com', 'family.example'],
      allowedGroups: ['wardrobe-users'],
      linkByEmail: true,
    });
    // Sign-up follows sign-in unless set.
    expect(env.passwordSignIn).toBe(false);
    expect(env.passwordSignUp).toBe(false);
  });

  it.each([
    [
      { OIDC_ISSUER: OIDC.OIDC_ISSUER },
      /OIDC_CLIENT_ID, OIDC_CLIENT_SECRET, PUBLIC_URL are missing/,
    ],
    [{ ...OIDC, PUBLIC_URL: '' }, /PUBLIC_URL is missing/],
    [{ OIDC_NAME: 'Keycloak' }, /OIDC_ISSUER, OIDC_CLIENT_ID, OIDC_CLIENT_SECRET, PUBLIC_URL are/],
    [{ ...OIDC, OIDC_ISSUER: 'http://auth.example.com' }, /OIDC_ISSUER must be an https:\/\/ URL/],
    [{ ...OIDC, OIDC_SCOPES: 'email profile' }, /OIDC_SCOPES must include openid/],
    [
      { ...OIDC, PUBLIC_URL: 'https://example.com/app' },
      /PUBLIC_URL must be an http\(s\):\/\/ origin/,
    ],
    [
      { PASSWORD_SIGN_IN: 'false' },
      /PASSWORD_SIGN_IN cannot be false without an identity provider/,
    ],
    [
      { ...OIDC, PASSWORD_SIGN_IN: 'false', PASSWORD_SIGN_UP: 'true' },
      /PASSWORD_SIGN_UP cannot be true/,
    ],
    [{ PASSWORD_SIGN_UP: 'maybe' }, /PASSWORD_SIGN_UP must be true or false/],
  ])('refuses to start with %o', (source, message) => {
    expect(() => loadEnv(source)).toThrow(EnvError);
    expect(() => loadEnv(source)).toThrow(message);
  });

  it('takes an http:// issuer on this machine only (a development provider)', () => {
    const env = loadEnv({ ...OIDC, OIDC_ISSUER: 'http://127.0.0.1:9400' });
    expect(env.oidc?.issuer).toBe('http://127.0.0.1:9400');
  });

  it('turns sign-up off alone', () => {
    const env = loadEnv({ PASSWORD_SIGN_UP: 'false' });
    expect(env.passwordSignIn).toBe(true);
    expect(env.passwordSignUp).toBe(false);
  });
});
