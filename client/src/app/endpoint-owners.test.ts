import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Decision 016: the client calls the API by the keys of the contract's endpoint maps, and one
// feature reaches another's endpoints only through that feature's public hooks. So each map is
// used by one feature alone (imported as a type: no zod), and only the files listed below send a
// request of their own.
const src = path.resolve(import.meta.dirname, '..');

/** Files that send a request themselves, and why it is not a call by an endpoint's key. */
const OWN_REQUESTS: Record<string, string> = {
  'features/account/api.ts':
    "the export's zip (bytes counted as they stream) and the import's upload progress",
  'features/wardrobe/api.ts': 'the photo PUT to the upload URL the server answered',
};

const sourceFiles = (readdirSync(src, { recursive: true }) as string[])
  .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
  .filter((file) => !file.startsWith(`test${path.sep}`) && !file.startsWith(`lib${path.sep}`))
  .map((file) => ({
    file: file.split(path.sep).join('/'),
    text: readFileSync(path.join(src, file), 'utf8'),
  }));

const IMPORT = /^import\s+(type\s+)?\{([^}]*)\}\s+from\s+'@contract\/[^']+'/gm;

/** The endpoint maps a file imports, and whether each is imported as a type only. */
function mapsImportedBy(text: string): { name: string; typeOnly: boolean }[] {
  return [...text.matchAll(IMPORT)].flatMap(([, typeImport, names]) =>
    names!
      .split(',')
      .map((name) => name.trim())
      .filter((name) => /Endpoints$/.test(name))
      .map((name) => ({
        name: name.replace(/^type\s+/, ''),
        typeOnly: Boolean(typeImport) || name.startsWith('type '),
      })),
  );
}

const featureOf = (file: string) => /^features\/([^/]+)\//.exec(file)?.[1] ?? file;

describe("the contract's endpoint maps on the client", () => {
  const users = new Map<string, Set<string>>();
  for (const { file, text } of sourceFiles) {
    for (const { name, typeOnly } of mapsImportedBy(text)) {
      it(`${file} imports ${name} as a type only`, () => expect(typeOnly).toBe(true));
      users.set(name, (users.get(name) ?? new Set()).add(featureOf(file)));
    }
  }

  it('are called by the features (and the test finds them)', () => {
    expect(users.size).toBeGreaterThan(15);
  });

  it.each([...users].map(([name, features]) => [name, [...features]] as const))(
    '%s is called by one feature only',
    (name, features) => {
      expect(features, `${name}: another feature uses the owner's public.ts hooks`).toHaveLength(1);
      expect(features[0], `${name}: only a feature calls an endpoint`).not.toMatch(/\//);
    },
  );

  it('are the only way a request leaves, but for the listed files', () => {
    const code = (text: string) => text.replace(/\/\*[\s\S]*?\*\/|^\s*\/\/.*$/gm, '');
    const sending = sourceFiles
      .filter(({ text }) => /\b(requestJson\w*|fetch)\(|new XMLHttpRequest\(/.test(code(text)))
      .map(({ file }) => file);
    expect(sending.sort()).toEqual(Object.keys(OWN_REQUESTS).sort());
  });
});
