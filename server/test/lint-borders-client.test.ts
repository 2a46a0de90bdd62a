import { describe, expect, it } from 'vitest';
import { CYCLE, problems, rulesBroken, ZONE } from './lint-probe.ts';

/**
 * The client's borders (eslint.config.js, "Client borders") are only worth something if they
 * bite. Each case lints a small file that is never written to disk, placed where a real one
 * would be, and checks the rule it must trip; the allowed twin shows the rule is not just noise.
 */

describe('client borders', { timeout: 120_000 }, () => {
  it("stops a feature from reaching into another feature's internals", async () => {
    const reach = await problems(
      'client/src/features/outfits/border-check.ts',
      "import { useWardrobeItems } from '@/features/wardrobe/api.ts';\nexport const use = useWardrobeItems;\n",
    );
    expect(reach).toContainEqual({
      rule: ZONE,
      text: expect.stringContaining(
        'features/outfits uses another feature only through its public.ts',
      ),
    });
  });

  it('catches the same reach written as a relative path', async () => {
    expect(
      await rulesBroken(
        'client/src/features/dashboard/border-check.ts',
        "import { OutfitCard } from '../outfits/components/outfit-card.tsx';\nexport const card = OutfitCard;\n",
      ),
    ).toContain(ZONE);
  });

  it("lets a feature use another feature's public.ts", async () => {
    expect(
      await rulesBroken(
        'client/src/features/dashboard/border-check.ts',
        "import { useWardrobeItems } from '@/features/wardrobe/public.ts';\nexport const use = useWardrobeItems;\n",
      ),
    ).toEqual([]);
  });

  it('keeps lib/ and components/ free of features and of the app', async () => {
    expect(
      await rulesBroken(
        'client/src/lib/border-check.ts',
        "import { useWardrobeItems } from '@/features/wardrobe/public.ts';\nexport const use = useWardrobeItems;\n",
      ),
    ).toContain(ZONE);
    expect(
      await rulesBroken(
        'client/src/components/border-check.tsx',
        "import { routes } from '@/app/routes.tsx';\nexport const all = routes;\n",
      ),
    ).toContain(ZONE);
  });

  it('keeps features from importing the app shell', async () => {
    expect(
      await rulesBroken(
        'client/src/features/wardrobe/border-check.ts',
        "import { routes } from '@/app/routes.tsx';\nexport const all = routes;\n",
      ),
    ).toContain(ZONE);
  });

  it("lets the app lazy-load a feature's page but not its internals", async () => {
    expect(
      await rulesBroken(
        'client/src/app/border-check.ts',
        "export const page = () => import('@/features/wardrobe/wardrobe-page.tsx');\n",
      ),
    ).toEqual([]);
    expect(
      await rulesBroken(
        'client/src/app/border-check.ts',
        "import { useWardrobeItems } from '@/features/wardrobe/api.ts';\nexport const use = useWardrobeItems;\n",
      ),
    ).toContain(ZONE);
  });

  it('keeps the test kit out of the app, but not out of tests', async () => {
    const code = "import { ada } from '@/test/fetch-mock.ts';\nexport const user = ada;\n";
    expect(await rulesBroken('client/src/features/wardrobe/border-check.ts', code)).toContain(ZONE);
    expect(await rulesBroken('client/src/features/wardrobe/border-check.test.ts', code)).toEqual(
      [],
    );
  });

  it('keeps the client off the server', async () => {
    expect(
      await rulesBroken(
        'client/src/lib/border-check.ts',
        "import { buildApp } from '../../../server/app.ts';\nexport const app = buildApp;\n",
      ),
    ).toContain(ZONE);
  });

  it('refuses an import cycle inside a feature', async () => {
    // wardrobe/api.ts as if it imported the dialog that already imports it.
    expect(
      await rulesBroken(
        'client/src/features/wardrobe/api.ts',
        "import { AddItemDialog } from './components/add-item-dialog.tsx';\nexport const dialog = AddItemDialog;\n",
      ),
    ).toContain(CYCLE);
  });

  it('refuses a cycle between features even through their public files', async () => {
    // The outfit generator uses wardrobe/public.ts, which exports item-display.ts: wardrobe may
    // not turn around and use outfits.
    expect(
      await rulesBroken(
        'client/src/features/wardrobe/item-display.ts',
        "import { randomSeed } from '@/features/outfits/use-outfit-generator.ts';\nexport const seed = randomSeed;\n",
      ),
    ).toContain(CYCLE);
  });
});
