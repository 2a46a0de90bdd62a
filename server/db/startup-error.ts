import { userInfo } from 'node:os';
import path from 'node:path';

/** A failure to start whose message is already the one line a person should read. */
export class StartupError extends Error {}

export interface StartupContext {
  dataDir?: string;
  port?: number;
  /** Whether the database is the external one at DATABASE_URL. */
  external?: boolean;
}

/** Failures to reach or enter an external PostgreSQL (Node's codes and SQLSTATE classes 08, 28, 3D). */
const UNREACHABLE =
  /^(ECONNREFUSED|ENOTFOUND|EAI_AGAIN|ETIMEDOUT|EHOSTUNREACH|ECONNRESET|08...|28...|3D000)$/;

interface Clue {
  code?: string;
  path?: string;
  syscall?: string;
  /** The account that met the error when it is not the app's own (PostgreSQL under root). */
  account?: string;
  text: string;
}

/** PostgreSQL reports file errors in prose; these are its texts for the causes we name. */
const POSTGRES_TEXTS: [RegExp, string][] = [
  [/No space left on device/i, 'ENOSPC'],
  [/Disk quota exceeded/i, 'EDQUOT'],
  [/Read-only file system/i, 'EROFS'],
  [/could not bind .*Address already in use/i, 'EADDRINUSE'],
  [/Permission denied/i, 'EACCES'],
];

/** Gathers codes, paths and texts along an error and its causes (drizzle and pg wrap errors). */
function cluesOf(error: unknown): Clue[] {
  const clues: Clue[] = [];
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    if (typeof current !== 'object') {
      clues.push({ text: String(current) });
      break;
    }
    const record = current as {
      code?: unknown;
      path?: unknown;
      syscall?: unknown;
      dir?: unknown;
      account?: unknown;
      message?: unknown;
      text?: unknown;
      cause?: unknown;
    };
    clues.push({
      code: typeof record.code === 'string' ? record.code : undefined,
      // PostgreSQL names files relative to its data folder: the folder is the place to report.
      path:
        typeof record.path === 'string'
          ? record.path
          : typeof record.dir === 'string'
            ? record.dir
            : undefined,
      account: typeof record.account === 'string' ? record.account : undefined,
      syscall: typeof record.syscall === 'string' ? record.syscall : undefined,
      text: typeof record.text === 'string' ? record.text : String(record.message ?? ''),
    });
    current = record.cause;
  }
  return clues;
}

/** The errno-style cause: Node's own code, PostgreSQL's SQLSTATE, or PostgreSQL's words. */
function causeOf(clues: Clue[]): Clue | undefined {
  const known = ['ENOSPC', 'EDQUOT', 'EROFS', 'EACCES', 'EPERM', 'EADDRINUSE'];
  const coded = clues.find((clue) => clue.code && known.includes(clue.code));
  if (coded) return coded;
  // SQLSTATE 53100 is disk_full (e.g. a migration that cannot extend a table).
  const diskFull = clues.find((clue) => clue.code === '53100');
  if (diskFull) return { ...diskFull, code: 'ENOSPC' };
  for (const [pattern, code] of POSTGRES_TEXTS) {
    const clue = clues.find((candidate) => pattern.test(candidate.text));
    if (clue) return { ...clue, code, path: clue.path ?? quotedPath(clue.text, pattern) };
  }
  return undefined;
}

/** The absolute path PostgreSQL quoted on the line that names the cause, if any. */
function quotedPath(text: string, pattern: RegExp): string | undefined {
  const line = text.split('\n').find((candidate) => pattern.test(candidate)) ?? '';
  const quoted = /"(\/[^"]+)"/.exec(line)?.[1];
  return quoted && path.isAbsolute(quoted) ? quoted : undefined;
}

function inside(child: string, parent: string | undefined): boolean {
  if (!parent) return false;
  const relative = path.relative(parent, child);
  return !relative.startsWith('..') && !path.isAbsolute(relative);
}

/** One line, whatever the error carried. */
function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/**
 * The one line printed when the app cannot start: what went wrong and what to do about it.
 * Errors the app raised on purpose already carry that line; the causes a person can fix (a full
 * disk, a read-only or closed folder, a port in use) are recognised from Node's error codes and
 * from PostgreSQL's own texts; anything else is named with a pointer to the debug log.
 */
export function describeStartupError(error: unknown, context: StartupContext = {}): string {
  if (error instanceof StartupError) return oneLine(error.message);
  const clues = cluesOf(error);
  const unreachable = clues.find((clue) => clue.code && UNREACHABLE.test(clue.code));
  if (context.external && unreachable) {
    return oneLine(
      `Cannot start: the PostgreSQL at DATABASE_URL could not be used (${unreachable.text || unreachable.code}). Check that it runs and that DATABASE_URL names its host, port, user, password and database.`,
    );
  }
  const cause = causeOf(clues);
  const where = cause?.path ?? context.dataDir ?? 'the data folder';
  const inDataDir = inside(where, context.dataDir);
  const elsewhere = inDataDir ? 'set DATA_DIR to' : 'use';
  switch (cause?.code) {
    case 'ENOSPC':
    case 'EDQUOT':
      return oneLine(
        `Cannot start: the disk holding ${where} is full${cause.code === 'EDQUOT' ? ' (quota exceeded)' : ''}. Free some space on it, or ${elsewhere} a folder on a disk with room.`,
      );
    case 'EROFS':
      return oneLine(
        `Cannot start: ${where} is on a read-only file system. Mount it read-write, or ${elsewhere} a writable folder.`,
      );
    case 'EADDRINUSE':
      return oneLine(
        `Cannot start: port ${context.port ?? 'PORT'} is already in use. Stop the program that uses it, or set PORT to a free port.`,
      );
    case 'EACCES':
    case 'EPERM':
      if (cause.syscall === 'listen' || cause.syscall === 'bind') {
        return oneLine(
          `Cannot start: this account may not listen on port ${context.port ?? 'PORT'}. Set PORT to 1024 or above, or put a reverse proxy in front.`,
        );
      }
      return oneLine(
        `Cannot start: permission denied on ${where} (${cause.account ? 'PostgreSQL runs as' : 'the app runs as'} ${cause.account ?? userInfo().username}). Give this account write access to it, or ${elsewhere} a folder it owns.`,
      );
    default: {
      const first =
        clues.map((clue) => clue.text.split('\n').find((line) => line.trim())).find(Boolean) ??
        clues.find((clue) => clue.code)?.code ??
        'unknown error';
      return oneLine(
        `Cannot start: ${first.replace(/[.\s]+$/, '')}. Start again with LOG_LEVEL=debug to see the details.`,
      );
    }
  }
}
