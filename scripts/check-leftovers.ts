// Fails when a test run leaves an embedded PostgreSQL server or a data folder behind (issue 31).
// `npm test` takes a snapshot first and checks at the end, after a failure or Ctrl+C too:
//   npx tsx scripts/check-leftovers.ts snapshot <file>
//   npx tsx scripts/check-leftovers.ts check <file> [--clean] [--wait=<seconds>]
// A leftover is what the run added since the snapshot and nothing uses any more: a PostgreSQL
// server (or initdb) of the embedded kind whose parent is init instead of the Node process that
// started it, or an afc-* folder in the temp folder (or a cluster relocated from one) that holds
// a cluster or a DATA_DIR, no app holds locked and no live process works in. What was there
// before never counts, nor does the machine's own PostgreSQL. --clean stops those servers (fast
// shutdown) and removes those folders; the check fails all the same.
import { readFileSync, writeFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  currentLeftovers,
  removeDataFolder,
  stopPostgres,
  takeSnapshot,
  type Leftovers,
  type Snapshot,
} from '../server/test/leftover-postgres.ts';

const [command, file, ...options] = process.argv.slice(2);
const usage =
  'Usage: check-leftovers.ts snapshot <file> | check <file> [--clean] [--wait=<s>] | remove <folder>';

function describe(leftovers: Leftovers): string[] {
  return [
    ...leftovers.servers.map(
      (server) =>
        `  PostgreSQL pid ${server.pid} (parent pid ${server.ppid}), cluster ${server.dataDir}: ${server.argv.join(' ')}`,
    ),
    ...leftovers.folders.map((folder) => `  data folder ${folder}`),
  ];
}

async function check(snapshot: Snapshot): Promise<number> {
  // An app stops within 10 s of its signal, its PostgreSQL within a few more: wait before judging.
  const waitOption = options.find((option) => option.startsWith('--wait='));
  const waitMs = Number(waitOption?.slice('--wait='.length) ?? 20) * 1000;
  const until = Date.now() + waitMs;
  let leftovers = currentLeftovers(snapshot);
  while ((leftovers.servers.length || leftovers.folders.length) && Date.now() < until) {
    await sleep(500);
    leftovers = currentLeftovers(snapshot);
  }
  if (!leftovers.servers.length && !leftovers.folders.length) {
    console.log('No PostgreSQL server or data folder was left behind.');
    return 0;
  }
  console.error(
    [
      `Error: this run left ${leftovers.servers.length} PostgreSQL process(es) and ${leftovers.folders.length} data folder(s) behind:`,
      ...describe(leftovers),
      'Whatever starts an app or a PostgreSQL for a test must end it on success, failure and Ctrl+C (see README, "Test it").',
    ].join('\n'),
  );
  if (options.includes('--clean')) {
    await stopPostgres(leftovers.servers);
    for (const folder of leftovers.folders) await removeDataFolder(folder);
    console.error('Stopped those processes and removed those folders.');
  } else {
    console.error('Run again with --clean to stop them and remove the folders.');
  }
  return 1;
}

if (command === 'snapshot' && file) {
  writeFileSync(file, JSON.stringify(takeSnapshot()));
} else if (command === 'remove' && file) {
  // What a folder's watcher runs once the process that made it is gone (throwawayFolder()).
  await removeDataFolder(file);
} else if (command === 'check' && file) {
  process.exitCode = await check(JSON.parse(readFileSync(file, 'utf8')) as Snapshot);
} else {
  console.error(usage);
  process.exitCode = 2;
}
