// The app as the browser journeys see it: a fresh data folder each run, then the normal
// `npm start` in a child process. This process stays to remove the folder, and only once the app
// and its PostgreSQL (which runs in a process group of its own) have stopped.
//
// Playwright ends it with SIGTERM to the whole process group (webServer.gracefulShutdown), as a
// terminal's Ctrl+C sends SIGINT to its foreground group: the app gets the signal itself and
// stops gracefully. This process only waits; a signal sent to it alone (`kill <pid>`) reaches the
// app after 10 s, when the app would have stopped had it got the signal too.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { startFakeOpenMeteo } from '../server/test/fake-open-meteo-server.ts';
import { removeDataFolder, throwawayFolder } from '../server/test/leftover-postgres.ts';
import { startOidcTestProvider } from '../server/test/oidc-test-provider.ts';
import { E2E_OIDC } from '../e2e/oidc-fixtures.ts';

// The forecast's provider is outside the app: a real HTTP server speaking Open-Meteo's API, with
// Lisbon to find and three wet days from today (rain from 3 pm, 46 to 58 °F), then mild ones.
const weather = await startFakeOpenMeteo();
weather.places([
  {
    name: 'Lisbon',
    admin1: 'Lisbon',
    country: 'Portugal',
    latitude: 38.72,
    longitude: -9.14,
    timezone: 'Europe/Lisbon',
  },
]);
const wet = { code: 61, low: 46, high: 58, chance: 80, wetFromHour: 15 };
weather.script(new Date().toISOString().slice(0, 10), [wet, wet, wet], 'Europe/Lisbon');

// The identity provider is outside the app too: a real OpenID provider (oidc-provider) with its own
// login page, knowing one person (e2e/oidc-fixtures.ts). The app's address is the one the browser
// opens, so the provider sends it back there.
const publicUrl = `http://127.0.0.1:${process.env.PORT ?? '5174'}`;
const identity = await startOidcTestProvider([
  {
    clientId: E2E_OIDC.clientId,
    clientSecret: E2E_OIDC.clientSecret,
    redirectUri: `${publicUrl}/api/auth/oidc/callback`,
  },
]);
identity.account(E2E_OIDC.person);

// Should this process itself fail or be killed, the folder still goes (see throwawayFolder).
const dataDir = throwawayFolder('afc-e2e-');
const env: NodeJS.ProcessEnv = {
  ...process.env,
  DATA_DIR: dataDir,
  // Sign-up throttling is per IP; every journey signs up from 127.0.0.1.
  AUTH_RATE_LIMIT_PER_IP: process.env.AUTH_RATE_LIMIT_PER_IP ?? '1000',
  // A journey adds a 1,000-piece wardrobe in seconds (e2e/large-wardrobe.spec.ts).
  ACCOUNT_RATE_LIMIT_SCALE: process.env.ACCOUNT_RATE_LIMIT_SCALE ?? '10',
  WEATHER_URL: weather.url,
  GEOCODING_URL: weather.url,
  PUBLIC_URL: publicUrl,
  OIDC_ISSUER: identity.issuer,
  OIDC_CLIENT_ID: E2E_OIDC.clientId,
  OIDC_CLIENT_SECRET: E2E_OIDC.clientSecret,
  OIDC_NAME: E2E_OIDC.name,
};
// The embedded PostgreSQL, as on a fresh machine, even when the unit tests ran on DATABASE_URL (CI).
delete env.DATABASE_URL;

const app = spawn(process.execPath, [path.join(import.meta.dirname, 'start.mjs')], {
  env,
  stdio: 'inherit',
});
const running = () => app.exitCode === null && app.signalCode === null;
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.on(signal, () => {
    setTimeout(() => {
      if (running()) app.kill(signal);
    }, 10_000).unref();
  });
}

const [code, signal] = await new Promise<[number | null, NodeJS.Signals | null]>((resolve) =>
  app.once('exit', (exitCode, exitSignal) => resolve([exitCode, exitSignal])),
);
// An app killed outright (SIGKILL, a crash, a signal before it could handle one) leaves its
// PostgreSQL running: it is stopped here before the folder goes.
await removeDataFolder(dataDir);
await weather.close();
await identity.close();
process.exitCode = code ?? (signal === 'SIGINT' ? 130 : signal === 'SIGTERM' ? 143 : 1);
