// Adds package-lock entries for platform-specific optional packages (other OSes and CPUs) that
// a platform-filtered registry mirror does not serve, so `npm ci` finds the lock in sync with
// package.json. npm skips them at install: wrong platform, and optional. Run after `npm install`.
import fs from 'node:fs';
const lock = JSON.parse(fs.readFileSync('package-lock.json', 'utf8'));
const pk = lock.packages;
let added = 0;
for (const [key, entry] of Object.entries(pk)) {
  if (!entry.optionalDependencies) continue;
  for (const [name, spec] of Object.entries(entry.optionalDependencies)) {
    // resolution: nearest node_modules up the tree
    let found = false;
    let dir = key;
    while (true) {
      const candidate = (dir ? dir + '/node_modules/' : 'node_modules/') + name;
      if (pk[candidate]) {
        found = true;
        break;
      }
      if (!dir) break;
      const idx = dir.lastIndexOf('/node_modules/');
      dir = idx === -1 ? '' : dir.slice(0, idx);
    }
    if (found) continue;
    const m = /^[\^~]?(\d+\.\d+\.\d+[^\s]*)$/.exec(spec);
    if (!m) {
      console.error(`left out ${name}@${spec}: not an exact version`);
      continue;
    }
    const e = { version: m[1], optional: true };
    if (entry.dev) e.dev = true;
    if (entry.devOptional) e.devOptional = true;
    pk['node_modules/' + name] = e;
    added++;
  }
}
lock.packages = Object.fromEntries(
  Object.entries(pk).sort(([a], [b]) =>
    a === '' ? -1 : b === '' ? 1 : a < b ? -1 : a > b ? 1 : 0,
  ),
);
fs.writeFileSync('package-lock.json', JSON.stringify(lock, null, 2) + '\n');
console.log(`package-lock.json: ${added} platform entries added`);
