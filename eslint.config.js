import { readdirSync } from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// ---- Client borders (see docs/architecture.md "Client"). ----------------------------------------
// A feature uses another feature only through that feature's public.ts; lib/ and components/ are
// shared by every feature and import none; the app shell composes features, never the reverse;
// only tests use the test kit. Zones are built from the folders on disk, so a new feature is held
// by the same rules the day it appears. server/test/lint-borders-client.test.ts proves each bites.
const clientSrc = path.join(import.meta.dirname, 'client/src');
const clientFeatures = readdirSync(path.join(clientSrc, 'features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const clientZones = [
  { target: './client', from: './server', message: 'The client never imports the server.' },
  {
    target: ['./client/src/lib', './client/src/components'],
    from: ['./client/src/features', './client/src/app'],
    message:
      'lib/ and components/ are shared by every feature: they import no feature and not the app.',
  },
  {
    target: './client/src/features',
    from: './client/src/app',
    message: 'A feature never imports the app shell; links come from lib/paths.ts.',
  },
  ...clientFeatures.map((feature) => ({
    target: `./client/src/features/${feature}`,
    from: './client/src/features',
    except: [
      `./${feature}`,
      ...clientFeatures.filter((other) => other !== feature).map((other) => `./${other}/public.ts`),
    ],
    message: `features/${feature} uses another feature only through its public.ts; what two features share belongs in components/ or lib/.`,
  })),
  {
    target: './client/src/app',
    from: `${clientSrc}/features/**`,
    except: [`${clientSrc}/features/*/public.ts`, `${clientSrc}/features/*/*-page.tsx`],
    message: 'The app shell uses a feature through its public.ts, or lazy-loads its page.',
  },
];
const clientBorders = (zones) => ({
  'import-x/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones }],
});
// ---- end of client borders -------------------------------------------------------------------

export default tseslint.config(
  { ignores: ['dist/**', 'data/**', 'node_modules/**', 'server/db/migrations/**', 'e2e/artifacts/**', 'test-results/**', 'playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  importX.flatConfigs.recommended,
  importX.flatConfigs.typescript,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'import-x/no-cycle': 'error',
      'import-x/no-self-import': 'error',
      'import-x/no-named-as-default-member': 'off',
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './client', from: './server', message: 'The client never imports the server.' },
            { target: './server', from: './client', message: 'The server never imports the client.' },
            { target: './contract', from: ['./server', './client'], message: 'The contract depends on nothing of either side.' },
          ],
        },
      ],
    },
  },
  {
    // A feature reaches another feature through its service, never its repo.
    files: ['server/features/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^\\.\\./[^/]+/repo(\\.ts)?$', message: "Go through the other feature's service, not its repo." }] },
      ],
    },
  },
  {
    files: ['client/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  // Client borders: every client file, then non-test files, which may not use the test kit either.
  { files: ['client/**/*.{ts,tsx}'], rules: clientBorders(clientZones) },
  {
    files: ['client/**/*.{ts,tsx}'],
    ignores: ['client/**/*.test.{ts,tsx}', 'client/src/test/**'],
    rules: clientBorders([
      ...clientZones,
      {
        target: './client/src',
        from: './client/src/test',
        message: 'Only tests use the test kit.',
      },
    ]),
  },
);
