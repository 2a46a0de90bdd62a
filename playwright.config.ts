import { defineConfig, devices } from '@playwright/test';

// The journeys run against the real app (built client, compiled server, embedded PostgreSQL in a
// throwaway data folder) in Debian's Chromium; Playwright never downloads a browser here.
const port = Number(process.env.E2E_PORT ?? 5174);
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromium,
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    // The app in a throwaway data folder, removed by the wrapper once the app and its PostgreSQL
    // have stopped (scripts/e2e-server.ts).
    command: `node --import tsx scripts/e2e-server.ts`,
    url: `http://127.0.0.1:${port}/api/health`,
    env: { PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
    reuseExistingServer: false,
    timeout: 240_000,
    stdout: 'ignore',
    stderr: 'pipe',
    // SIGTERM, not Playwright's default SIGKILL, which the app cannot act on: it would leave its
    // PostgreSQL (a process group of its own) and the data folder behind. The app stops within
    // 10 s; SIGKILL only past 30 s.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 30_000 },
  },
});
