import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { locateCluster, POINTER_FILE, recordRelocation } from './cluster-location.ts';
import { StartupError } from '../startup-error.ts';

const made: string[] = [];
afterAll(() => made.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

function setup() {
  const root = mkdtempSync(path.join(tmpdir(), 'afc-location-'));
  made.push(root);
  const dataDir = path.join(root, 'data');
  const home = path.join(root, 'system');
  mkdirSync(dataDir);
  return { dataDir, home };
}

/** A folder that looks like a PostgreSQL cluster to the locator. */
function fakeCluster(dir: string) {
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, 'PG_VERSION'), '17\n');
}

const open = { canEnterDataDir: () => true, closedFolder: () => undefined };
const closed = { canEnterDataDir: () => false, closedFolder: () => '/root' };

describe('locateCluster', () => {
  it('keeps the cluster in DATA_DIR/pg when PostgreSQL’s account can enter DATA_DIR', () => {
    const { dataDir, home } = setup();
    expect(locateCluster(dataDir, { ...open, home })).toEqual({
      dir: path.join(dataDir, 'pg'),
      relocated: false,
      fresh: true,
    });
    fakeCluster(path.join(dataDir, 'pg'));
    expect(locateCluster(dataDir, { ...open, home }).fresh).toBe(false);
    expect(existsSync(home)).toBe(false);
  });

  it('puts a new cluster under the system folder when it cannot, and records where', () => {
    const { dataDir, home } = setup();
    // What the old code left when initdb was refused: an empty DATA_DIR/pg.
    mkdirSync(path.join(dataDir, 'pg'));
    const location = locateCluster(dataDir, { ...closed, home });
    expect(location.relocated).toBe(true);
    expect(location.fresh).toBe(true);
    expect(path.dirname(location.dir)).toBe(path.join(home, 'clusters'));
    expect(existsSync(path.join(dataDir, 'pg'))).toBe(false);

    fakeCluster(location.dir);
    recordRelocation(dataDir, location.dir);
    const pointer = readFileSync(path.join(dataDir, POINTER_FILE), 'utf8');
    expect(pointer.split('\n')[0]).toBe(location.dir);
    expect(pointer).toMatch(/Back up and move that folder together with this one/);
    expect(readFileSync(`${location.dir}.origin`, 'utf8')).toContain(`DATA_DIR=${dataDir}`);

    // The pointer wins from then on, even once DATA_DIR became reachable.
    expect(locateCluster(dataDir, { ...open, home })).toEqual({
      dir: location.dir,
      relocated: true,
      fresh: false,
    });
  });

  it('never replaces a database it cannot find with an empty one', () => {
    const { dataDir, home } = setup();
    writeFileSync(path.join(dataDir, POINTER_FILE), '/nowhere/clusters/abc\n# comment\n');
    expect(() => locateCluster(dataDir, { ...open, home })).toThrow(StartupError);
    expect(() => locateCluster(dataDir, { ...open, home })).toThrow(
      /lives in \/nowhere\/clusters\/abc .* holds no database: restore it from your backup, or delete pg-location\.txt/,
    );
  });

  it('refuses, with the folder to open, an existing DATA_DIR/pg its account cannot reach', () => {
    const { dataDir, home } = setup();
    fakeCluster(path.join(dataDir, 'pg'));
    expect(() => locateCluster(dataDir, { ...closed, home })).toThrow(
      /cannot enter \/root to reach the database in .*: move DATA_DIR .* chmod o\+x \/root\./,
    );
  });
});
