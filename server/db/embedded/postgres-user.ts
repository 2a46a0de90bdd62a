import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { StartupError } from '../startup-error.ts';

/** The system account PostgreSQL runs as when the app itself runs as root. */
export interface SystemUser {
  name: string;
  uid: number;
  gid: number;
}

export const POSTGRES_USER = 'postgres';

export function runningAsRoot(): boolean {
  return process.getuid?.() === 0;
}

function idOf(name: string, flag: '-u' | '-g'): number | undefined {
  const result = spawnSync('id', [flag, name], { encoding: 'utf8' });
  const value = Number.parseInt(result.stdout ?? '', 10);
  return result.status === 0 && Number.isInteger(value) ? value : undefined;
}

export function lookupUser(name: string): SystemUser | undefined {
  const uid = idOf(name, '-u');
  const gid = idOf(name, '-g');
  return uid === undefined || gid === undefined ? undefined : { name, uid, gid };
}

/** The account that owns `uid` (for messages and for running an existing cluster as its owner). */
export function userById(uid: number, gid: number): SystemUser {
  const result = spawnSync('id', ['-nu', String(uid)], { encoding: 'utf8' });
  const name = result.status === 0 ? result.stdout.trim() : String(uid);
  return { name, uid, gid };
}

/**
 * PostgreSQL refuses to run as root, so a root start runs it as the `postgres` system account,
 * created here when the machine has none (Debian/Ubuntu/Fedora `useradd`, Alpine's busybox).
 */
export function ensurePostgresUser(): SystemUser {
  const existing = lookupUser(POSTGRES_USER);
  if (existing) return existing;
  const groupExists = spawnSync('getent', ['group', POSTGRES_USER]).status === 0;
  const attempts: [string, string[]][] = [
    [
      'useradd',
      [
        '--system',
        ...(groupExists ? ['--gid', POSTGRES_USER] : ['--user-group']),
        '--home-dir',
        '/nonexistent',
        '--no-create-home',
        '--shell',
        '/usr/sbin/nologin',
        POSTGRES_USER,
      ],
    ],
    ['adduser', ['-S', '-D', '-H', '-h', '/nonexistent', '-s', '/sbin/nologin', POSTGRES_USER]],
  ];
  const failures: string[] = [];
  for (const [command, args] of attempts) {
    const result = spawnSync(command, args, { encoding: 'utf8' });
    const created = lookupUser(POSTGRES_USER);
    if (created) return created;
    failures.push(`${command}: ${(result.error?.message ?? result.stderr ?? '').trim()}`);
  }
  throw new StartupError(
    `PostgreSQL cannot run as root and there is no '${POSTGRES_USER}' system user to run it as; creating one failed (${failures.join('; ')}). Create it (useradd --system ${POSTGRES_USER}) or start the app as a non-root user.`,
  );
}

/**
 * Whether `user` can enter `dir` (search permission on it and on every folder above it). Asked
 * of the system itself, as that user, so ACLs, group bits and mounts all count.
 */
export function userCanEnter(user: SystemUser, dir: string): boolean {
  const result = spawnSync('/bin/sh', ['-c', 'test -d "$1" && test -x "$1"', 'sh', dir], {
    uid: user.uid,
    gid: user.gid,
    cwd: '/',
    stdio: 'ignore',
  });
  return result.status === 0;
}

/** The nearest folder on the way to `dir` that `user` cannot enter, for a precise message. */
export function firstClosedFolder(user: SystemUser, dir: string): string | undefined {
  const chain: string[] = [];
  for (let current = path.resolve(dir); ; current = path.dirname(current)) {
    chain.unshift(current);
    if (path.dirname(current) === current) break;
  }
  return chain.find((folder) => !userCanEnter(user, folder));
}

/** Whether `user` can run this program where it lies (e.g. a clone in /opt, not in /root). */
export function userCanRun(user: SystemUser, program: string): boolean {
  const result = spawnSync(program, ['--version'], {
    uid: user.uid,
    gid: user.gid,
    cwd: '/',
    stdio: 'ignore',
  });
  return result.status === 0;
}
