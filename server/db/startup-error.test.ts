import { writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { userInfo } from 'node:os';
import { describe, expect, it } from 'vitest';
import { PostgresProcessError } from './embedded/postgres-process.ts';
import { describeStartupError, StartupError } from './startup-error.ts';

const dataDir = '/srv/afc/data';
const context = { dataDir, port: 5000 };

/** A real Node error, thrown by the system call itself. */
function thrownBy(action: () => unknown): unknown {
  try {
    action();
  } catch (error) {
    return error;
  }
  throw new Error('expected the action to throw');
}

/** Node's own shape for errors the test machine cannot produce on demand (as root). */
function nodeError(code: string, syscall: string, file: string, text: string) {
  return Object.assign(new Error(`${code}: ${text}, ${syscall} '${file}'`), {
    code,
    syscall,
    path: file,
  });
}

describe('describeStartupError', () => {
  it('passes the one line of errors raised on purpose through as they are', () => {
    expect(describeStartupError(new StartupError('Data directory x is in use.'))).toBe(
      'Data directory x is in use.',
    );
  });

  it('names a full disk from Node (ENOSPC, here a real write to /dev/full)', () => {
    // A failed write() carries no path: the message names DATA_DIR, where the app writes.
    const error = thrownBy(() => writeFileSync('/dev/full', 'x'));
    expect(describeStartupError(error, context)).toBe(
      `Cannot start: the disk holding ${dataDir} is full. Free some space on it, or set DATA_DIR to a folder on a disk with room.`,
    );
    const elsewhere = nodeError('ENOSPC', 'mkdir', '/var/lib/afc/clusters', 'no space left');
    expect(describeStartupError(elsewhere, context)).toBe(
      'Cannot start: the disk holding /var/lib/afc/clusters is full. Free some space on it, or use a folder on a disk with room.',
    );
  });

  it('names a full disk from initdb’s own words, at the cluster folder', () => {
    const error = new PostgresProcessError('initdb', `${dataDir}/pg`, [
      'running bootstrap script ...',
      '2026-11-24 19:20:51.037 UTC [3289] FATAL:  could not write to file "pg_wal/xlogtemp.3289": No space left on device',
      'child process exited with exit code 1',
      `initdb: removing contents of data directory "${dataDir}/pg.initdb-3189"`,
    ]);
    expect(describeStartupError(error, context)).toBe(
      `Cannot start: the disk holding ${dataDir}/pg is full. Free some space on it, or set DATA_DIR to a folder on a disk with room.`,
    );
  });

  it('names a full disk met by a migration (SQLSTATE 53100, wrapped by drizzle)', () => {
    const pgError = Object.assign(
      new Error('could not extend file "base/16384/16385": No space left on device'),
      { code: '53100' },
    );
    const wrapped = new Error('Failed query: CREATE TABLE ...', { cause: pgError });
    expect(describeStartupError(wrapped, context)).toMatch(
      /^Cannot start: the disk holding .* is full\./,
    );
  });

  it('names a read-only file system, from Node and from PostgreSQL', () => {
    const fromNode = nodeError('EROFS', 'open', `${dataDir}/app.lock`, 'read-only file system');
    expect(describeStartupError(fromNode, context)).toBe(
      `Cannot start: ${dataDir}/app.lock is on a read-only file system. Mount it read-write, or set DATA_DIR to a writable folder.`,
    );
    const fromPostgres = new PostgresProcessError('start', `${dataDir}/pg`, [
      'FATAL:  could not create lock file "postmaster.pid": Read-only file system',
    ]);
    expect(describeStartupError(fromPostgres, context)).toMatch(
      /^Cannot start: \/srv\/afc\/data\/pg is on a read-only file system\./,
    );
  });

  it('names a folder closed to the account, and which account met it', () => {
    const fromNode = nodeError('EACCES', 'mkdir', `${dataDir}`, 'permission denied');
    expect(describeStartupError(fromNode, context)).toBe(
      `Cannot start: permission denied on ${dataDir} (the app runs as ${userInfo().username}). Give this account write access to it, or set DATA_DIR to a folder it owns.`,
    );
    const fromInitdb = new PostgresProcessError(
      'initdb',
      `${dataDir}/pg`,
      [`initdb: error: could not access directory "${dataDir}/pg.initdb-7": Permission denied`],
      undefined,
      'postgres',
    );
    expect(describeStartupError(fromInitdb, context)).toMatch(
      /^Cannot start: permission denied on \/srv\/afc\/data\/pg \(PostgreSQL runs as postgres\)\./,
    );
  });

  it('names a taken port (a real EADDRINUSE) and a port that needs privileges', async () => {
    const first = createServer();
    await new Promise<void>((resolve) => first.listen(0, '127.0.0.1', resolve));
    const port = (first.address() as { port: number }).port;
    const second = createServer();
    const error = await new Promise((resolve) =>
      second.once('error', resolve).listen(port, '127.0.0.1'),
    );
    first.close();
    expect(describeStartupError(error, { ...context, port })).toBe(
      `Cannot start: port ${port} is already in use. Stop the program that uses it, or set PORT to a free port.`,
    );
    const privileged = Object.assign(new Error('listen EACCES: permission denied 0.0.0.0:80'), {
      code: 'EACCES',
      syscall: 'listen',
    });
    expect(describeStartupError(privileged, { ...context, port: 80 })).toMatch(
      /^Cannot start: this account may not listen on port 80\. Set PORT to 1024 or above/,
    );
  });

  it('names an external PostgreSQL that cannot be reached or entered', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), {
      code: 'ECONNREFUSED',
    });
    expect(describeStartupError(refused, { external: true })).toBe(
      'Cannot start: the PostgreSQL at DATABASE_URL could not be used (connect ECONNREFUSED 127.0.0.1:5432). Check that it runs and that DATABASE_URL names its host, port, user, password and database.',
    );
    const noRole = Object.assign(new Error('role "nouser" does not exist'), { code: '28000' });
    expect(describeStartupError(noRole, { external: true })).toMatch(
      /^Cannot start: the PostgreSQL at DATABASE_URL could not be used \(role "nouser" does not exist\)\./,
    );
  });

  it('keeps anything else to one line with a pointer to the details, never a stack', () => {
    const error = new Error('something odd\n    at somewhere (file.ts:1:1)');
    expect(describeStartupError(error, context)).toBe(
      'Cannot start: something odd. Start again with LOG_LEVEL=debug to see the details.',
    );
    expect(describeStartupError('plain text', context)).toBe(
      'Cannot start: plain text. Start again with LOG_LEVEL=debug to see the details.',
    );
    // Node's AggregateError (every address refused) has an empty message but a code.
    const aggregate = Object.assign(new AggregateError([], ''), { code: 'ECONNREFUSED' });
    expect(describeStartupError(aggregate, context)).toBe(
      'Cannot start: ECONNREFUSED. Start again with LOG_LEVEL=debug to see the details.',
    );
  });
});
