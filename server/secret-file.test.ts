import { mkdtempSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';
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
