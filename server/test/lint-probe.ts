// The kit of the border tests: lint a small file that is never written to disk, placed where a
// real one would be, and see which rules it trips.
import path from 'node:path';
import { ESLint } from 'eslint';

export const ZONE = 'import-x/no-restricted-paths';
export const CYCLE = 'import-x/no-cycle';

const root = path.resolve(import.meta.dirname, '../..');
// Made on first use (inside a test), not when a test file is collected.
let eslint: ESLint | undefined;

/** The rule and message of each problem `code` has when it stands at `file` (from the root). */
export async function problems(file: string, code: string) {
  eslint ??= new ESLint({ cwd: root });
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? []).map((message) => ({
    rule: message.ruleId,
    text: message.message,
  }));
}

/** Only the rules `code` breaks at `file`. */
export async function rulesBroken(file: string, code: string) {
  return (await problems(file, code)).map((problem) => problem.rule);
}
