import { existsSync } from 'node:fs';
import path from 'node:path';

/** The project root: the nearest folder holding package.json, whether we run from source or dist. */
function findRoot(start: string): string {
  let dir = start;
  while (!existsSync(path.join(dir, 'package.json'))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('package.json not found above ' + start);
    dir = parent;
  }
  return dir;
}

export const projectRoot = findRoot(import.meta.dirname);
export const migrationsDir = path.join(projectRoot, 'server/db/migrations');
export const clientDistDir = path.join(projectRoot, 'dist/client');
