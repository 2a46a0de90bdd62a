import path from 'node:path';
import { z } from 'zod';
import type { S3Config } from './storage/s3-config.ts';

const booleanText = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'must be true or false' })
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const S3_VARIABLES = [
  'S3_ENDPOINT',
  'S3_BUCKET',
  'S3_REGION',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
] as const;

const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value);

/** A server timeout in milliseconds: at least 100 ms, at most 10 minutes. */
const httpTimeout = (defaultMs: number) =>
  z.preprocess(
    emptyAsUndefined,
    z.coerce
      .number({ error: 'must be a number of milliseconds' })
      .int('must be a whole number of milliseconds')
      .min(100, 'must be at least 100 milliseconds')
      .max(600_000, 'must be at most 600000 (10 minutes)')
      .default(defaultMs),
  );

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
    PORT: z.coerce
      .number({ error: 'must be a number' })
      .int('must be a whole number')
      .min(0, 'must be between 0 and 65535')
      .max(65535, 'must be between 0 and 65535')
      .default(5000),
    HOST: z.string().min(1).default('0.0.0.0'),
    DATA_DIR: z.string().min(1).default('./data'),
    /** Signs upload and photo links; set the same value on every instance when scaling out. */
    APP_SECRET: z.preprocess(
      emptyAsUndefined,
      z.string().min(32, 'must be at least 32 characters').optional(),
    ),
    DATABASE_URL: z.preprocess(
      emptyAsUndefined,
      z
        .url({ error: 'must be a postgres:// URL' })
        .refine((url) => /^postgres(ql)?:\/\//.test(url), 'must be a postgres:// URL')
        .optional(),
    ),
    TRUST_PROXY: z.preprocess(emptyAsUndefined, booleanText.default(false)),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
    AUTH_RATE_LIMIT_PER_IP: z.coerce.number().int().min(1).default(100),
    AUTH_RATE_LIMIT_PER_USERNAME: z.coerce.number().int().min(1).default(10),
    AI_PROVIDER: z.enum(['local', 'openai']).default('local'),
    OPENAI_BASE_URL: z.preprocess(emptyAsUndefined, z.url({ error: 'must be a URL' }).optional()),
    OPENAI_API_KEY: z.preprocess(emptyAsUndefined, z.string().optional()),
    AI_MODEL: z.preprocess(emptyAsUndefined, z.string().optional()),
    /** The model that reads garment photos; AI_MODEL when unset. */
    AI_VISION_MODEL: z.preprocess(emptyAsUndefined, z.string().optional()),
    AI_TIMEOUT_MS: z.preprocess(
      emptyAsUndefined,
      z.coerce
        .number({ error: 'must be a number of milliseconds' })
        .int('must be a whole number of milliseconds')
        .min(1, 'must be at least 1 millisecond')
        .max(600_000, 'must be at most 600000 (10 minutes)')
        .default(30_000),
    ),
    AI_MAX_RETRIES: z.preprocess(
      emptyAsUndefined,
      z.coerce
        .number({ error: 'must be a number' })
        .int('must be a whole number')
        .min(0, 'must be between 0 and 5')
        .max(5, 'must be between 0 and 5')
        .default(1),
    ),
    // How long a client may take to send its headers, its whole request, and how long an idle
    // keep-alive connection stays open: slow clients are cut off (README, "Configuration").
    HTTP_HEADERS_TIMEOUT_MS: httpTimeout(10_000),
    HTTP_REQUEST_TIMEOUT_MS: httpTimeout(120_000),
    HTTP_KEEP_ALIVE_TIMEOUT_MS: httpTimeout(5_000),
    S3_ENDPOINT: z.preprocess(
      emptyAsUndefined,
      z
        .url({ error: 'must be an http(s):// URL' })
        .refine((url) => /^https?:\/\//.test(url), 'must be an http(s):// URL')
        .optional(),
    ),
    S3_REGION: z.preprocess(emptyAsUndefined, z.string().optional()),
    S3_BUCKET: z.preprocess(emptyAsUndefined, z.string().optional()),
    S3_ACCESS_KEY_ID: z.preprocess(emptyAsUndefined, z.string().optional()),
    S3_SECRET_ACCESS_KEY: z.preprocess(emptyAsUndefined, z.string().optional()),
    /** Bucket in the path (`endpoint/bucket/key`): MinIO, Ceph, s3rver; AWS uses virtual hosts. */
    S3_FORCE_PATH_STYLE: z.preprocess(emptyAsUndefined, booleanText.default(false)),
    REDIS_URL: z.preprocess(
      emptyAsUndefined,
      z
        .url({ error: 'must be a redis:// URL' })
        .refine((url) => /^rediss?:\/\//.test(url), 'must be a redis:// URL')
        .optional(),
    ),
  })
  .superRefine((env, ctx) => {
    // Node refuses a header timeout longer than the whole request's.
    if (env.HTTP_HEADERS_TIMEOUT_MS > env.HTTP_REQUEST_TIMEOUT_MS) {
      ctx.addIssue({
        code: 'custom',
        path: ['HTTP_HEADERS_TIMEOUT_MS'],
        message: 'must not be longer than HTTP_REQUEST_TIMEOUT_MS',
      });
    }
    if (env.AI_PROVIDER === 'openai' && !env.AI_MODEL) {
      ctx.addIssue({
        code: 'custom',
        path: ['AI_MODEL'],
        message: 'is required when AI_PROVIDER=openai',
      });
    }
    // Without a base URL the SDK talks to api.openai.com, which always needs a key; local servers
    // (Ollama, LM Studio, vLLM) usually take none.
    if (env.AI_PROVIDER === 'openai' && !env.OPENAI_BASE_URL && !env.OPENAI_API_KEY) {
      ctx.addIssue({
        code: 'custom',
        path: ['OPENAI_API_KEY'],
        message:
          'is required when AI_PROVIDER=openai uses api.openai.com (set OPENAI_BASE_URL for a local server)',
      });
    }
    // Half an S3 configuration would silently keep photos on local disk: name what is missing.
    const s3 = S3_VARIABLES.filter((name) => env[name] !== undefined);
    if (s3.length > 0 && s3.length < S3_VARIABLES.length) {
      const missing = S3_VARIABLES.filter((name) => env[name] === undefined);
      ctx.addIssue({
        code: 'custom',
        path: [missing.join(', ')],
        message: `${missing.length === 1 ? 'is' : 'are'} missing: S3 storage needs all of ${S3_VARIABLES.join(', ')}`,
      });
    }
  });

export type Env = z.infer<typeof envSchema> & { DATA_DIR: string; s3?: S3Config };

/** Thrown when the environment is invalid; its message is one human line. */
export class EnvError extends Error {}

/** Validates the environment once; a bad value becomes one line naming the variable. */
export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => {
      const name = issue.path.join('.') || 'environment';
      return `${name} ${issue.message}`;
    });
    throw new EnvError(`Invalid configuration: ${problems.join('; ')}.`);
  }
  return {
    ...result.data,
    DATA_DIR: path.resolve(result.data.DATA_DIR),
    AI_VISION_MODEL: result.data.AI_VISION_MODEL ?? result.data.AI_MODEL,
    s3: s3ConfigOf(result.data),
  };
}

/** The S3 blob store's settings when every S3_* variable is set (the schema refuses a partial set). */
function s3ConfigOf(env: z.infer<typeof envSchema>): S3Config | undefined {
  const { S3_ENDPOINT, S3_BUCKET, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY } = env;
  if (!S3_ENDPOINT || !S3_BUCKET || !S3_REGION || !S3_ACCESS_KEY_ID || !S3_SECRET_ACCESS_KEY)
    return undefined;
  return {
    endpoint: S3_ENDPOINT,
    bucket: S3_BUCKET,
    region: S3_REGION,
    accessKeyId: S3_ACCESS_KEY_ID,
    secretAccessKey: S3_SECRET_ACCESS_KEY,
    forcePathStyle: env.S3_FORCE_PATH_STYLE,
  };
}
