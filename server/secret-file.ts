import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { StartupError } from './db/startup-error.ts';

/**
 * Reads a secret kept in a file, creating it (random, mode 0600) the first time. An empty file
 * (a full disk at its creation, a botched restore) is refused: links signed with an empty key
 * could be made by anyone.
 */
export function readOrCreateSecret(file: string): string {
  if (existsSync(file)) {
    const secret = readFileSync(file, 'utf8').trim();
    if (secret === '') {
      throw new StartupError(
        `Cannot start: ${file} is empty, so links could be signed by anyone. Delete it to have a new secret made (links already shared stop working), or set APP_SECRET.`,
      );
    }
    return secret;
  }
  mkdirSync(path.dirname(file), { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, secret + '\n', { mode: 0o600, flag: 'wx' });
  return secret;
}
