// `npm start`: builds the client and server when their sources changed since the last build,
// then runs the compiled server in this same process (so signals reach it directly).
import { spawnSync } from 'node:child_process';
import {
  accessSync,
  constants,
  existsSync,
  readdirSync,
  readFileSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const root = path.resolve(import.meta.dirname, '..');
const stampFile = path.join(root, 'dist', '.build-stamp');
const serverEntry = path.join(root, 'dist', 'node', 'server', 'main.js');
const sources = [
  'client',
  'server',
  'contract',
  'package-lock.json',
  'vite.config.ts',
  'tsconfig.json',
  'tsconfig.server.json',
];

/** The newest modification time under the sources: a cheap fingerprint of what the build reads. */
function newestMtime(target) {
  const full = path.join(root, target);
  if (!existsSync(full)) return 0;
  const stat = statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(full, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry.name)));
  }
  return newest;
}

function run(command, args) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`Error: \`${command} ${args.join(' ')}\` failed; the app was not started.`);
    process.exit(result.status ?? 1);
  }
}

/** A read-only project folder (an image, a mount) cannot be built in: say so in one line. */
function writable() {
  try {
    accessSync(root, constants.W_OK);
    return true;
  } catch {
    return false;
  }
}

const fingerprint = String(Math.max(...sources.map(newestMtime)));
const built = existsSync(stampFile) ? readFileSync(stampFile, 'utf8') : '';
const stale = built !== fingerprint || !existsSync(serverEntry);
if (stale && !writable()) {
  if (!existsSync(serverEntry)) {
    console.error(
      `Error: Cannot build the app: ${root} is read-only. Run \`npm run build\` where it is writable, or start from a writable copy.`,
    );
    process.exit(1);
  }
  console.warn(`${root} is read-only: starting the existing build without rebuilding it.`);
} else if (stale) {
  console.log('Building the app (first start or sources changed)...');
  const bin = (name) => path.join(root, 'node_modules', '.bin', name);
  run(bin('vite'), ['build', '--logLevel', 'warn']);
  // Brotli and gzip copies beside the client's files, sent as the browser accepts them.
  run(process.execPath, [path.join(root, 'scripts', 'precompress.mjs')]);
  run(bin('tsc'), ['-p', 'tsconfig.server.json']);
  writeFileSync(stampFile, fingerprint);
}

process.env.NODE_ENV ??= 'production';
await import(pathToFileURL(serverEntry).href);
