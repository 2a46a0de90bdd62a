// Which failures mean "the database is unreachable" (503, try again) and how an outage is logged.
import { EventEmitter } from 'node:events';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './database-errors.ts';
import { watchDatabaseOutage } from './database-outage.ts';

const withCode = (code: string, message = code) => Object.assign(new Error(message), { code });
const wrapped = (cause: Error) => new DrizzleQueryError('select 1', [], cause);

describe('isDatabaseUnavailable', () => {
  it.each([
    ['a refused connect inside Drizzle’s error', wrapped(withCode('ECONNREFUSED'))],
    [
      'a refused connect to every address of a host',
      wrapped(new AggregateError([withCode('ECONNREFUSED'), withCode('ECONNREFUSED')])),
    ],
    ['an unknown host', wrapped(withCode('ENOTFOUND'))],
    ['a reset connection', withCode('ECONNRESET')],
    ['an administrator shutdown', wrapped(withCode('57P01', 'terminating connection'))],
    ['a crash shutdown', wrapped(withCode('57P02'))],
    ['a server still starting', wrapped(withCode('57P03', 'the database system is starting up'))],
    ['a connection exception', wrapped(withCode('08006'))],
    ['a connection that died', wrapped(new Error('Connection terminated unexpectedly'))],
    ['a pool connect that timed out', new Error('timeout exceeded when trying to connect')],
  ])('%s', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['a missing table', wrapped(withCode('42P01', 'relation "x" does not exist'))],
    ['a duplicate', wrapped(withCode('23505'))],
    ['a plain bug', new TypeError('x is undefined')],
    ['nothing', undefined],
  ])('not %s', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });

  it('survives a cause chain that loops', () => {
    const looped: Error & { cause?: unknown } = new Error('outer');
    looped.cause = looped;
    expect(isDatabaseUnavailable(looped)).toBe(false);
  });
});

describe('watchDatabaseOutage', () => {
  function watched() {
    const lines: string[] = [];
    const pool = new EventEmitter();
    const log = { warn: (...args: unknown[]) => void lines.push(String(args.at(-1))) };
    return { lines, pool, outage: watchDatabaseOutage(log, pool) };
  }

  it('logs an outage once however many requests fail, and its end once', () => {
    const { lines, pool, outage } = watched();
    pool.emit('connect');
    for (let i = 0; i < 50; i++) outage.failed(withCode('ECONNREFUSED'));
    pool.emit('connect');
    pool.emit('connect');
    expect(lines).toEqual([
      'database unavailable: answering 503 until it is back',
      'database is back: requests are served again',
    ]);
  });

  it('logs the next outage again', () => {
    const { lines, pool, outage } = watched();
    outage.failed(withCode('ECONNREFUSED'));
    pool.emit('connect');
    outage.failed(withCode('ECONNREFUSED'));
    outage.failed(withCode('ECONNREFUSED'));
    expect(lines.filter((line) => line.startsWith('database unavailable'))).toHaveLength(2);
  });
});
