import { mkdtempSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';
import { describeStartupError, StartupError } from './db/startup-error.ts';
import { readOrCreateSecret } from './secret-file.ts';

it('creates a private random secret once and reads the same one back', () => {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'afc-secret-')), 'nested', 'app-secret');
  const first = readOrCreateSecret(file);
  expect(first).toMatch(/^[A-Za-z0-9_-]{43}$/);
  expect(statSync(file).mode & 0o777).toBe(0o600);
  expect(readOrCreateSecret(file)).toBe(first);
  const other = path.join(path.dirname(file), 'other-secret');
  expect(readOrCreateSecret(other)).not.toBe(first);
});

it.each([
  ['empty', ''],
  ['only blank lines', '\n  \n'],
])(
  'refuses to start on a secret file that is %s, with one line saying what to do',
  (_why, text) => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'afc-secret-')), 'app-secret');
    writeFileSync(file, text, { mode: 0o600 });
    let thrown: unknown;
    try {
      readOrCreateSecret(file);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(StartupError);
    expect(describeStartupError(thrown)).toBe(
      `Cannot start: ${file} is empty, so links could be signed by anyone. Delete it to have a new secret made (links already shared stop working), or set APP_SECRET.`,
    );
  },
);
