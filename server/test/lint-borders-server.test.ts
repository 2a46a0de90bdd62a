import { describe, expect, it } from 'vitest';
import { CYCLE, problems, rulesBroken, ZONE } from './lint-probe.ts';

/**
 * The server's borders (eslint.config.js, "Server borders") are only worth something if they
 * bite. Each case lints a small file that is never written to disk, placed where a real one would
 * be, and checks the rule it must trip; an allowed twin shows the rule is not just noise.
 */

/** A module that uses one value export of `from`, so nothing is unused. */
const using = (name: string, from: string) =>
  `import { ${name} } from '${from}';\nexport const used = ${name};\n`;

describe('server borders', { timeout: 120_000 }, () => {
  it.each(['http', 'shell', 'db', 'storage', 'images', 'photos', 'vision', 'stylist', 'lib'])(
    'keeps %s/ from importing a feature',
    async (layer) => {
      expect(
        await problems(
          `server/${layer}/border-check.ts`,
          using('createWardrobeService', '../features/wardrobe/service.ts'),
        ),
      ).toContainEqual({
        rule: ZONE,
        text: expect.stringContaining('The layers under the features never import a feature'),
      });
    },
  );

  it("stops a feature from reaching another feature's repo or internals", async () => {
    expect(
      await problems(
        'server/features/outfits/border-check.ts',
        using('createWardrobeRepo', '../wardrobe/repo.ts'),
      ),
    ).toContainEqual({
      rule: ZONE,
      text: expect.stringContaining(
        'features/outfits uses another feature only through its service.ts',
      ),
    });
    expect(
      await rulesBroken(
        'server/features/capsules/border-check.ts',
        using('toWardrobeItem', '../wardrobe/item-view.ts'),
      ),
    ).toContain(ZONE);
  });

  it("lets a feature use another feature's service.ts, and its own files", async () => {
    expect(
      await rulesBroken(
        'server/features/outfits/border-check.ts',
        using('createWardrobeService', '../wardrobe/service.ts'),
      ),
    ).toEqual([]);
    expect(
      await rulesBroken(
        'server/features/wardrobe/border-check.ts',
        using('toWardrobeItem', './item-view.ts'),
      ),
    ).toEqual([]);
  });

  it('keeps features to the stylist port', async () => {
    expect(
      await problems(
        'server/features/outfits/border-check.ts',
        using('createLocalStylist', '../../stylist/local/local-stylist.ts'),
      ),
    ).toContainEqual({
      rule: ZONE,
      text: expect.stringContaining('Features reach the stylist only through its port'),
    });
    expect(
      await rulesBroken(
        'server/features/outfits/border-check.ts',
        "import type { Stylist } from '../../stylist/stylist.ts';\nexport type Port = Stylist;\n",
      ),
    ).toEqual([]);
  });

  it('keeps features to the photo module: not images/, storage/, vision/ or sharp', async () => {
    for (const code of [
      using('processPhoto', '../../images/image-pipeline.ts'),
      using('newPhotoKey', '../../storage/blob-keys.ts'),
      using('cutOut', '../../vision/cutout.ts'),
    ]) {
      expect(await rulesBroken('server/features/diary/border-check.ts', code), code).toContain(
        ZONE,
      );
    }
    expect(
      await rulesBroken(
        'server/features/diary/border-check.ts',
        "import sharp from 'sharp';\nexport const read = sharp;\n",
      ),
    ).toContain('no-restricted-imports');
    expect(
      await rulesBroken(
        'server/features/diary/border-check.ts',
        using('createPhotos', '../../photos/photos.ts'),
      ),
    ).toEqual([]);
  });

  it('lets a feature test look at the stored bytes with sharp', async () => {
    expect(
      await rulesBroken(
        'server/features/diary/border-check.test.ts',
        "import sharp from 'sharp';\nexport const read = sharp;\n",
      ),
    ).toEqual([]);
  });

  it('lets the composition root wire features', async () => {
    expect(
      await rulesBroken(
        'server/border-check.ts',
        using('createWardrobeService', './features/wardrobe/service.ts'),
      ),
    ).toEqual([]);
  });

  it('keeps HTTP statuses in http/ and the routes: below them a refusal is a domain error', async () => {
    for (const [file, errors] of [
      ['server/features/diary/service.ts', '../../http/errors.ts'],
      ['server/features/account/import/border-check.ts', '../../../http/errors.ts'],
      ['server/storage/border-check.ts', '../http/errors.ts'],
    ] as const) {
      expect(await problems(file, using('HttpError', errors)), file).toContainEqual({
        rule: ZONE,
        text: expect.stringContaining('Below the routes a refusal is a domain error'),
      });
    }
    expect(
      await problems('server/lib/border-check.ts', using('clientKey', '../http/client-address.ts')),
    ).toContainEqual({
      rule: ZONE,
      text: expect.stringContaining('lib/ is shared by every layer'),
    });
    expect(
      await rulesBroken(
        'server/features/diary/routes.ts',
        using('parseWith', '../../http/errors.ts'),
      ),
    ).toEqual([]);
    expect(
      await rulesBroken(
        'server/features/diary/service.ts',
        using('notFound', '../../lib/domain-errors.ts'),
      ),
    ).toEqual([]);
  });

  it("keeps SQL in a feature's repo.ts: the schema and drizzle-orm are imported there alone", async () => {
    for (const code of [
      using('wardrobeItems', '../../db/schema.ts'),
      "import { sql } from 'drizzle-orm';\nexport const raw = sql;\n",
    ]) {
      expect(await problems('server/features/diary/service.ts', code), code).toContainEqual({
        rule: ZONE,
        text: expect.stringContaining('Inside a feature only repo.ts speaks SQL'),
      });
      expect(await rulesBroken('server/features/diary/repo.ts', code), code).toEqual([]);
      expect(await rulesBroken('server/features/diary/border-check.test.ts', code), code).toEqual(
        [],
      );
    }
    expect(
      await rulesBroken(
        'server/features/account/import/border-check.ts',
        using('wardrobeItems', '../../../db/schema.ts'),
      ),
    ).toEqual([]);
  });

  it('keeps server/test/ (the test app, factories and kits) to tests', async () => {
    for (const [file, from] of [
      ['server/features/wardrobe/border-check.ts', '../../test/database-url.ts'],
      ['server/border-check.ts', './test/database-url.ts'],
    ] as const) {
      expect(await problems(file, using('withDatabase', from)), file).toContainEqual({
        rule: ZONE,
        text: expect.stringContaining('Only tests use server/test/'),
      });
    }
    expect(
      await rulesBroken(
        'server/features/wardrobe/border-check.test.ts',
        using('withDatabase', '../../test/database-url.ts'),
      ),
    ).toEqual([]);
  });

  it('keeps the server off the client', async () => {
    expect(
      await rulesBroken(
        'server/lib/border-check.ts',
        using('formatMoney', '../../client/src/lib/format.ts'),
      ),
    ).toContain(ZONE);
  });

  it('refuses an import cycle', async () => {
    // lib/ids.ts as if it imported item-id-lists.ts, which already imports it.
    expect(
      await rulesBroken('server/lib/ids.ts', using('liveItemIds', './item-id-lists.ts')),
    ).toContain(CYCLE);
  });
});
