import path from 'node:path';
import { buildApp } from './app.ts';
import { assertPortFree } from './db/embedded/free-port.ts';
import { openDatabase, type OpenDatabase } from './db/open.ts';
import { describeStartupError, type StartupContext } from './db/startup-error.ts';
import { EnvError, loadEnv } from './env.ts';
import { DEFAULT_ACCOUNT_LIMITS, scaleAccountLimits } from './http/account-limits.ts';
import { trackConnections } from './http/connection-drain.ts';
import { boundedLogDestination } from './lib/log-destination.ts';
import { armShutdownWatchdog } from './lib/shutdown-watchdog.ts';
import { MORNING_PASS_MS } from './features/notifications/service.ts';
import { clientDistDir } from './paths.ts';
import { removeOrphanPhotos } from './photos/orphan-photos.ts';
import { readOrCreateSecret } from './secret-file.ts';
import { createStylist } from './stylist/create-stylist.ts';
import { createOpenMeteo } from './weather/open-meteo.ts';
import { createGarmentVision } from './stylist/local/scan/garment-vision.ts';
import { createLocalStylist } from './stylist/local/local-stylist.ts';
import type { StylistLog } from './stylist/openai/fallback.ts';

/** What the one-line startup error may name (filled in as soon as it is known). */
const context: StartupContext = {};
const verbose = () => ['debug', 'trace'].includes(process.env.LOG_LEVEL ?? '');
/** A stop never takes longer than this, whatever hangs. */
const SHUTDOWN_CAP_MS = 9_000;
/**
 * Should the main thread itself be blocked (issue 26: a write to a standard output nobody read),
 * its timer above never fires: a watchdog thread then stops PostgreSQL and kills the process.
 */
const HARD_CAP_MS = 10_000;
/** Time for the last log lines to reach standard output before exiting. */
const LOG_SETTLE_MS = 500;
/** Time for open connections to end by themselves, leaving the rest for the app and database. */
const DRAIN_BUDGET_MS = 6_000;
const quiet = () => ['warn', 'error', 'fatal', 'silent'].includes(process.env.LOG_LEVEL ?? '');

/**
 * SIGTERM or Ctrl+C before the app serves (PostgreSQL starting, migrations, models loading):
 * exit now. Node's default would end the process without its 'exit' listeners, leaving the
 * embedded PostgreSQL (a process group of its own) running; they tell it to stop.
 */
function exitWhileStarting(signal: NodeJS.Signals): never {
  console.error(`${signal} while starting: exiting`);
  process.exit(signal === 'SIGINT' ? 130 : 143);
}

async function main(): Promise<void> {
  process.once('SIGTERM', exitWhileStarting);
  process.once('SIGINT', exitWhileStarting);
  const env = loadEnv();
  if (env.TRUST_PROXY === true) {
    console.warn(
      'TRUST_PROXY=true trusts every X-Forwarded-For address, also those a client wrote itself: safe only behind a proxy that replaces the header. Set TRUST_PROXY to the number of proxies in front (1, 2) or their addresses instead (docs/deploy.md).',
    );
  }
  context.dataDir = env.DATABASE_URL ? undefined : env.DATA_DIR;
  context.port = env.PORT;
  context.external = Boolean(env.DATABASE_URL);
  // A taken port is found in milliseconds here rather than after PostgreSQL has started.
  await assertPortFree(env.PORT, env.HOST);
  // Scaled out: photos in the S3 bucket (checked now, so a wrong setting stops the start) and
  // rate limits in Redis. The SDKs load only when used.
  const blobStore = env.s3
    ? await (await import('./storage/s3-blob-store.ts')).openS3BlobStore(env.s3)
    : undefined;
  const redis = env.REDIS_URL
    ? (await import('./http/redis-rate-limit-store.ts')).connectRedis(env.REDIS_URL)
    : undefined;

  const logDestination = boundedLogDestination(process.stdout, {
    maxBufferedBytes: env.LOG_BUFFER_BYTES,
  });

  const database = await openDatabase(env, {
    info: (message) => (quiet() ? undefined : console.log(message)),
    debug: (message) => (verbose() ? console.log(message) : undefined),
    warn: (message) => console.warn(message),
  });
  if (!blobStore) await removeLeftoverPhotos(env.DATA_DIR, database);
  // Provider fallbacks are logged through the app's logger, which exists only once the app does.
  const stylistLog: { target?: StylistLog } = {};
  // The offline cut-out and garment classifier (models load on the first photo): the built-in
  // scanner reads categories with it and the wardrobe stores its cut-outs.
  const vision = createGarmentVision();
  const stylist = createStylist(env, {
    local: createLocalStylist({ recognizeGarment: vision.recognizer }),
    log: { warn: (details, message) => stylistLog.target?.warn(details, message) },
  });
  const app = await buildApp({
    db: database.db,
    blobStore,
    redis,
    pool: database.pool,
    clientDir: clientDistDir,
    trustProxy: env.TRUST_PROXY,
    sessionMaxAgeDays: env.SESSION_MAX_AGE_DAYS,
    // Never pino's default destination: its retry of a write that would block holds the main
    // thread (lib/log-destination.ts). A full buffer drops lines and says so once it drains.
    logger: { level: env.LOG_LEVEL, stream: logDestination },
    sessionPruneMs: 60 * 60 * 1000,
    dataDir: env.DATA_DIR,
    // Links signed before a restart stay valid; scaled-out instances share APP_SECRET instead.
    signingSecret: env.APP_SECRET ?? readOrCreateSecret(path.join(env.DATA_DIR, 'app-secret')),
    uploadPruneMs: 60 * 60 * 1000,
    // Each minute every instance looks for the morning notifications due; the database lets each
    // user's day through once.
    morningNotifications: env.MORNING_NOTIFICATIONS === 'on',
    morningPassMs: env.MORNING_NOTIFICATIONS === 'on' ? MORNING_PASS_MS : undefined,
    push: { contact: env.PUSH_CONTACT },
    oidc: env.oidc ?? null,
    passwordSignIn: env.passwordSignIn,
    passwordSignUp: env.passwordSignUp,
    rateLimits: {
      authPerIp: env.AUTH_RATE_LIMIT_PER_IP,
      authPerUsername: env.AUTH_RATE_LIMIT_PER_USERNAME,
    },
    accountLimits: scaleAccountLimits(DEFAULT_ACCOUNT_LIMITS, env.ACCOUNT_RATE_LIMIT_SCALE),
    storageQuotaBytes: env.STORAGE_QUOTA_MB * 1024 * 1024,
    stylist,
    weather: env.WEATHER_URL
      ? createOpenMeteo({
          forecastUrl: env.WEATHER_URL,
          geocodingUrl: env.GEOCODING_URL ?? null,
          timeoutMs: env.WEATHER_TIMEOUT_MS,
        })
      : null,
    vision,
    serverTimeouts: {
      headersMs: env.HTTP_HEADERS_TIMEOUT_MS,
      requestMs: env.HTTP_REQUEST_TIMEOUT_MS,
      keepAliveMs: env.HTTP_KEEP_ALIVE_TIMEOUT_MS,
    },
  });
  stylistLog.target = app.log;

  // SIGTERM / Ctrl+C: refuse new connections, answer every request already sent (with
  // `Connection: close`), let idle keep-alive connections reach their timeout, then stop the app
  // and the database. A second signal ends it at once; so does the hard cap.
  const connections = trackConnections(app.server);
  let stopping = false;
  const shutdown = async (signal: NodeJS.Signals) => {
    if (stopping) {
      console.error(`${signal} again: exiting without waiting`);
      process.exit(signal === 'SIGINT' ? 130 : 143);
    }
    stopping = true;
    // The hard cap, from a thread of its own: it needs nothing of this one.
    const watchdog = armShutdownWatchdog({
      afterMs: HARD_CAP_MS,
      stop: database.postgresPid ? [database.postgresPid] : [],
    });
    setTimeout(() => {
      console.error(`Shutdown took over ${SHUTDOWN_CAP_MS / 1000} s: exiting now`);
      process.exit(1);
    }, SHUTDOWN_CAP_MS).unref();
    app.log.info(`${signal} received: finishing in-flight requests`);
    try {
      // An idle keep-alive connection closes at its timeout (clients that honour the server's
      // `Keep-Alive: timeout` never race it); past the budget app.close() closes what is idle.
      await connections.drain(Math.min(env.HTTP_KEEP_ALIVE_TIMEOUT_MS + 500, DRAIN_BUDGET_MS));
      await app.close();
      await database.close();
      watchdog.leaveOthersAlone();
      await logDestination.settle(LOG_SETTLE_MS);
      process.exit(0);
    } catch (error) {
      console.error('Shutdown failed:', error);
      process.exit(1);
    }
  };
  process.off('SIGTERM', exitWhileStarting);
  process.off('SIGINT', exitWhileStarting);
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  // `npm run demo` (npm start -- --demo): the demo account and its wardrobe, before serving.
  if (process.argv.includes('--demo')) {
    const { startDemo } = await import('./demo/start-demo.ts');
    await startDemo({
      db: database.db,
      pool: database.pool,
      // The same photo store the app serves from (an S3 bucket when S3_* is set).
      blobStore,
      dataDir: env.DATA_DIR,
      vision,
      port: env.PORT,
    });
  }

  try {
    await app.listen({ port: env.PORT, host: env.HOST });
  } catch (error) {
    await database.close();
    throw error;
  }
}

/**
 * A crash between a photo's write and its row's commit leaves files no row records. The embedded
 * database's DATA_DIR is locked to this process, so before it serves every such file is one; with
 * an external database another instance may be mid-write, so only older files go. Housekeeping:
 * a failure is logged, never fatal.
 */
async function removeLeftoverPhotos(dataDir: string, database: OpenDatabase): Promise<void> {
  const olderThan = new Date(Date.now() - (database.mode === 'embedded' ? 0 : 60 * 60 * 1000));
  try {
    const uploadsDir = path.join(dataDir, 'uploads');
    const removed = await removeOrphanPhotos({ pool: database.pool, uploadsDir, olderThan });
    if (removed > 0) console.warn(`Removed ${removed} photo files left by an interrupted write`);
  } catch (error) {
    console.warn(`Could not look for photo files left by an interrupted write: ${String(error)}`);
  }
}

/**
 * A start that fails ends with one line naming the cause and the fix, and exit code 1; the
 * stack trace only with LOG_LEVEL=debug. Until the app listens this also covers errors thrown
 * outside the awaited path (an 'error' event, a stray rejection); PostgreSQL is stopped by its
 * exit hook.
 */
function failStart(error: unknown): never {
  const line = error instanceof EnvError ? error.message : describeStartupError(error, context);
  console.error(`Error: ${line}`);
  if (verbose()) console.error(error);
  process.exit(1);
}

process.on('uncaughtException', failStart);
process.on('unhandledRejection', failStart);
main().then(() => {
  process.off('uncaughtException', failStart);
  process.off('unhandledRejection', failStart);
}, failStart);
