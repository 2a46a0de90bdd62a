import { availableParallelism } from 'node:os';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const alias = {
  '@': path.resolve(import.meta.dirname, 'client/src'),
  '@contract': path.resolve(import.meta.dirname, 'contract'),
};

export default defineConfig({
  test: {
    // Vitest's default leaves one core free: one worker on a 2-core machine. The files mostly wait
    // on PostgreSQL, argon2, sharp and child processes, so two workers there took 521 s instead of
    // 735 s for the whole suite; more cores keep the default.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'server',
          environment: 'node',
          include: ['server/**/*.test.ts', 'contract/**/*.test.ts', 'scripts/**/*.test.ts'],
          globalSetup: ['server/test/global-setup.ts'],
          // Property tests (fast-check) on a fixed seed when CI=true or FAST_CHECK_SEED=<n> is set,
          // random otherwise. The client has none: it would only pay for loading this file.
          setupFiles: ['server/test/fast-check-seed.ts'],
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      },
      {
        plugins: [react()],
        resolve: { alias },
        test: {
          name: 'client',
          environment: 'happy-dom',
          include: ['client/**/*.test.{ts,tsx}'],
          setupFiles: ['client/src/test/setup.ts'],
        },
      },
    ],
  },
});
