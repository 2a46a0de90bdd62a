import { spawnSync } from 'node:child_process';
import {
  chmodSync,
  copyFileSync,
  existsSync,
  linkSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readlinkSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { installSystemCopy, packagedBinaries, type PostgresBinaries } from './postgres-binaries.ts';
import { ensurePostgresUser, runningAsRoot } from './postgres-user.ts';

const folders: string[] = [];
afterAll(() => folders.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

function folder(mode: number): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'afc-binaries-'));
  chmodSync(dir, mode);
  folders.push(dir);
  return dir;
}

/** The installed package mirrored cheaply (hard links) into another folder, as a clone would be. */
function mirror(from: string, to: string): void {
  mkdirSync(to, { recursive: true });
  for (const entry of readdirSync(from, { withFileTypes: true })) {
    const source = path.join(from, entry.name);
    const target = path.join(to, entry.name);
    if (entry.isSymbolicLink()) symlinkSync(readlinkSync(source), target);
    else if (entry.isDirectory()) mirror(source, target);
    else {
      try {
        linkSync(source, target);
      } catch {
        copyFileSync(source, target);
      }
    }
  }
}

/** The packaged binaries as they would sit in a clone under /root (a 0700 folder). */
async function packagedInClosedFolder(): Promise<PostgresBinaries> {
  const packaged = await packagedBinaries();
  const dir = path.join(folder(0o700), 'native');
  mirror(packaged.dir, dir);
  return { ...packaged, dir, initdb: `${dir}/bin/initdb`, postgres: `${dir}/bin/postgres` };
}

function runsAs(binary: string, user?: { uid: number; gid: number }) {
  return spawnSync(binary, ['--version'], { cwd: '/', encoding: 'utf8', ...(user ?? {}) });
}

describe('installSystemCopy', () => {
  it('gives PostgreSQL’s account binaries it can run, wherever the project lives', async () => {
    const source = await packagedInClosedFolder();
    // Dropped symlinks (an install without scripts) are restored from the package's list.
    rmSync(path.join(source.dir, 'lib', 'libpq.so.5'));
    const home = path.join(folder(0o755), 'system');

    const copy = installSystemCopy(source, home);
    expect(copy.dir).toBe(path.join(home, `postgresql-${source.version}`));
    expect(statSync(copy.dir).mode & 0o777).toBe(0o755);
    expect(statSync(copy.postgres).mode & 0o777).toBe(0o755);
    expect(statSync(path.join(copy.dir, 'share', 'postgresql', 'postgres.bki')).mode & 0o777).toBe(
      0o644,
    );
    expect(lstatSync(path.join(copy.dir, 'lib', 'libpq.so.5')).isSymbolicLink()).toBe(true);
    expect(runsAs(copy.postgres).stdout).toMatch(/^postgres \(PostgreSQL\) \d+/);

    if (runningAsRoot()) {
      const postgres = ensurePostgresUser();
      // The failure this copy exists for: spawn …/initdb EACCES from a clone under /root.
      expect(runsAs(source.initdb, postgres).error).toMatchObject({ code: 'EACCES' });
      expect(runsAs(copy.initdb, postgres).stdout).toMatch(/^initdb \(PostgreSQL\) \d+/);
    }
  });

  it('copies once per version, and clears copies a crash interrupted', async () => {
    const source = await packagedBinaries();
    const home = path.join(folder(0o755), 'system');
    const first = installSystemCopy(source, home);
    const marker = path.join(first.dir, '.complete');
    const stamp = statSync(marker).mtimeMs;
    const abandoned = path.join(home, `.postgresql-${source.version}.tmp-999999999`);
    mkdirSync(abandoned);
    writeFileSync(path.join(abandoned, 'half'), '');
    // A target without its marker is a half copy from older code: replaced, not trusted.
    rmSync(marker);

    const second = installSystemCopy(source, home);
    expect(second.dir).toBe(first.dir);
    expect(existsSync(abandoned)).toBe(false);
    const redone = statSync(marker).mtimeMs;
    expect(redone).toBeGreaterThanOrEqual(stamp);

    // A finished copy is used as it is.
    installSystemCopy(source, home);
    expect(statSync(marker).mtimeMs).toBe(redone);
  });
});
