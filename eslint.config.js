import { readdirSync } from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// ---- Client borders (see docs/architecture.md, "The borders"). ----------------------------------
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

// ---- Server borders (see docs/architecture.md, "The borders"). ----------------------------------
// The layers under the features (http, shell, db, storage, images, photos, vision, stylist, weather, lib)
// never import a feature; a feature uses another feature only through its service.ts; features
// reach the stylist only through its port (stylist/stylist.ts), photos only through photos/; lib/
// imports nothing of http/, and below the routes a refusal is a domain error, not an HttpError;
// only tests use server/test/ (the test app, factories, fixtures and kits).
// Zones are built from the folders on disk, so a new feature is held the day it appears;
// server/test/lint-borders-server.test.ts proves each bites.
const serverFeatures = readdirSync(path.join(import.meta.dirname, 'server/features'), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const SERVER_LAYERS = [
  'http',
  'shell',
  'db',
  'storage',
  'images',
  'photos',
  'vision',
  'stylist',
  'weather',
  'lib',
];
const serverZones = [
  { target: './server', from: './client', message: 'The server never imports the client.' },
  {
    target: SERVER_LAYERS.map((layer) => `./server/${layer}`),
    from: './server/features',
    message:
      'The layers under the features never import a feature: give them what they need as a parameter or a port.',
  },
  ...serverFeatures.map((feature) => ({
    target: `./server/features/${feature}`,
    from: './server/features',
    except: [
      `./${feature}`,
      ...serverFeatures
        .filter((other) => other !== feature)
        .map((other) => `./${other}/service.ts`),
    ],
    message: `features/${feature} uses another feature only through its service.ts.`,
  })),
  {
    target: './server/lib',
    from: './server/http',
    message: 'lib/ is shared by every layer: it imports nothing of http/.',
  },
  {
    target: `./server/{${['features', ...SERVER_LAYERS.filter((layer) => layer !== 'http')].join(',')}}/**/!(*routes).ts`,
    from: './server/http/errors.ts',
    message:
      'Below the routes a refusal is a domain error (server/lib/domain-errors.ts: notFound, invalid, conflict, tooLarge…); only http/ and routes speak in HTTP statuses.',
  },
  {
    // Tests may seed rows; the account feature reads every table (decision 008).
    target: './server/features/!(account)/**/!(repo|*.test).ts',
    from: ['./server/db/schema.ts', './node_modules/drizzle-orm'],
    message:
      "Inside a feature only repo.ts speaks SQL: move the query into the feature's repo.ts (the schema and drizzle-orm are imported there alone).",
  },
  {
    target: './server/features',
    from: './server/stylist',
    except: ['./stylist.ts'],
    message: 'Features reach the stylist only through its port, server/stylist/stylist.ts.',
  },
  {
    target: './server/features',
    from: ['./server/images', './server/storage', './server/vision'],
    message:
      'Features take photos through server/photos (and the garment recogniser through the stylist port), never images/, storage/ or vision/ directly.',
  },
  {
    target: ['./server/!(test)/**/!(*.test).ts', './server/!(*.test).ts'],
    from: './server/test',
    message:
      'Only tests use server/test/ (the test app, factories, fixtures and kits): production code never imports it.',
  },
];
// ---- end of server borders -------------------------------------------------------------------

// ---- Stylist layers (see server/stylist/local/README.md). ---------------------------------------
// The built-in stylist is knowledge -> garment model -> skills. knowledge/ (facts, archetypes,
// templates, occasion formality) and climate/ (every temperature line) import nothing of the
// stylist; garment/ (what a piece is: lexicon, traits, colour) builds on knowledge/ only; each skill
// folder uses those three and prng.ts, and another skill only where STYLIST_SKILL_USES says so.
// The engine's test kit (server/test/kits/stylist) builds on the port and prng.ts only, and only
// climate/ writes a temperature as a number. Skills are the
// folders on disk, so a new one is held the day it appears;
// server/stylist/local/lint-layers.test.ts proves each rule bites.
const stylistLocal = './server/stylist/local';
const STYLIST_FOUNDATIONS = ['knowledge', 'climate', 'garment'];
const stylistSkills = readdirSync(path.join(import.meta.dirname, stylistLocal), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .filter((name) => !STYLIST_FOUNDATIONS.includes(name));
/** The skills another skill really uses, and why. Keep this short: shared pieces go down a layer. */
const STYLIST_SKILL_USES = {
  packing: ['outfits'], // packs by the outfits' hard rules (conditionsFor, ineligibility)
  shopping: ['insights'], // reads the wardrobe profile the insights are matched on
  persona: ['insights'], // names the nearest style archetype, as the celebrity insight does
};
const stylistZones = [
  ...['knowledge', 'climate', 'prng.ts'].map((bottom) => ({
    target: `${stylistLocal}/${bottom}`,
    from: stylistLocal,
    except: [`./${bottom}`],
    message: `${bottom} is the bottom of the stylist: it imports none of the rest (the contract and the port only).`,
  })),
  {
    target: `${stylistLocal}/garment`,
    from: stylistLocal,
    except: ['./garment', './knowledge'],
    message: 'garment/ (what a piece is) builds on knowledge/ only, never on a skill.',
  },
  ...stylistSkills.map((skill) => ({
    target: `${stylistLocal}/${skill}`,
    from: stylistLocal,
    except: [
      `./${skill}`,
      ...STYLIST_FOUNDATIONS.map((layer) => `./${layer}`),
      './prng.ts',
      ...(STYLIST_SKILL_USES[skill] ?? []).map((other) => `./${other}`),
    ],
    message: `${skill}/ is a skill: it uses garment/, knowledge/, climate/ and prng.ts${STYLIST_SKILL_USES[skill] ? `, and ${STYLIST_SKILL_USES[skill].join(', ')}/` : ''}; what two skills share belongs a layer down.`,
  })),
  {
    target: './server/test/kits/stylist',
    from: stylistLocal,
    except: ['./prng.ts'],
    message:
      "The stylist's test kit makes items and requests from the port and the contract only (and prng.ts).",
  },
];
// Each skill writing its own number for "cold" is how they drifted apart: a temperature line is a
// named constant of climate/climate.ts, so comparing a temperature with a number (or setting one to
// a number) is refused everywhere else in the engine.
const TEMPERATURE = '/^(temp|temperature)$/';
const bareTemperature = (side, other) =>
  `BinaryExpression[operator=/^[<>]=?$/]:matches([${side}.name=${TEMPERATURE}], [${side}.property.name='temperature'])[${other}.type='Literal']`;
const stylistTemperatures = [
  'error',
  ...[bareTemperature('left', 'right'), bareTemperature('right', 'left')].map((selector) => ({
    selector,
    message: 'A temperature line is a named constant of server/stylist/local/climate/climate.ts.',
  })),
  {
    selector: "Property[key.name='temperature'][value.type='Literal']",
    message: 'A temperature is a named constant of server/stylist/local/climate/climate.ts.',
  },
];
// ---- end of stylist layers -------------------------------------------------------------------

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'data/**',
      'node_modules/**',
      'server/db/migrations/**',
      'e2e/artifacts/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
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
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'import-x/no-cycle': 'error',
      // The MCP SDK's subpaths (`@modelcontextprotocol/sdk/server/mcp.js`) come from a wildcard
      // export whose `types` entry the resolver cannot follow; tsc resolves and checks them.
      'import-x/no-unresolved': ['error', { ignore: ['^@modelcontextprotocol/sdk/'] }],
      'import-x/no-self-import': 'error',
      'import-x/no-named-as-default-member': 'off',
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './client',
              from: './server',
              message: 'The client never imports the server.',
            },
            {
              target: './server',
              from: './client',
              message: 'The server never imports the client.',
            },
            {
              target: './contract',
              from: ['./server', './client'],
              message: 'The contract depends on nothing of either side.',
            },
          ],
        },
      ],
    },
  },
  // Server borders: every server file; features also leave image decoding to server/photos.
  {
    files: ['server/**/*.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { basePath: import.meta.dirname, zones: serverZones },
      ],
    },
  },
  // Stylist layers: the engine's own files and its test kit (a test may drive its layer through
  // any other).
  {
    files: ['server/stylist/local/**/*.ts', 'server/test/kits/stylist/**/*.ts'],
    ignores: ['server/**/*.test.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { basePath: import.meta.dirname, zones: [...serverZones, ...stylistZones] },
      ],
    },
  },
  {
    files: ['server/stylist/local/**/*.ts'],
    ignores: ['server/**/*.test.ts', 'server/stylist/local/climate/**'],
    rules: { 'no-restricted-syntax': stylistTemperatures },
  },
  {
    files: ['server/features/**/*.ts'],
    ignores: ['server/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'sharp', message: 'Features take photos through server/photos, not sharp.' },
          ],
        },
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
