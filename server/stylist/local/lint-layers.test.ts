import { describe, expect, it } from 'vitest';
import { problems, rulesBroken, ZONE } from '../../test/lint-probe.ts';

/**
 * The stylist's layers (eslint.config.js, "Stylist layers") are only worth something if they
 * bite. Each case lints a small file that is never written to disk, placed where a real one would
 * be, and checks the rule it must trip; an allowed twin shows the rule is not just noise.
 */

const LOCAL = 'server/stylist/local';
const SYNTAX = 'no-restricted-syntax';

/** A module that uses one value export of `from`, so nothing is unused. */
const using = (name: string, from: string) =>
  `import { ${name} } from '${from}';\nexport const used = ${name};\n`;

describe('stylist layers', { timeout: 120_000 }, () => {
  it('keeps knowledge/ and climate/ from importing the rest of the stylist', async () => {
    expect(
      await problems(
        `${LOCAL}/knowledge/layer-check.ts`,
        using('readColor', '../garment/color/color-reading.ts'),
      ),
    ).toContainEqual({ rule: ZONE, text: expect.stringContaining('knowledge is the bottom') });
    expect(
      await problems(
        `${LOCAL}/climate/layer-check.ts`,
        using('OCCASION_RULES', '../knowledge/occasion-formality.ts'),
      ),
    ).toContainEqual({ rule: ZONE, text: expect.stringContaining('climate is the bottom') });
    expect(
      await rulesBroken(
        `${LOCAL}/knowledge/layer-check.ts`,
        using('FASHION_FACTS', './fashion-facts.ts'),
      ),
    ).toEqual([]);
  });

  it('keeps garment/ off the skills, and lets it read knowledge/', async () => {
    expect(
      await problems(
        `${LOCAL}/garment/layer-check.ts`,
        using('conditionsFor', '../outfits/occasion-rules.ts'),
      ),
    ).toContainEqual({ rule: ZONE, text: expect.stringContaining('garment/ (what a piece is)') });
    expect(
      await rulesBroken(
        `${LOCAL}/garment/layer-check.ts`,
        using('FORMALITY_BANDS', '../knowledge/knowledge-types.ts'),
      ),
    ).toEqual([]);
  });

  it('lets a skill use the layers below and only the skills it is listed for', async () => {
    expect(
      await problems(
        `${LOCAL}/tips/layer-check.ts`,
        using('conditionsFor', '../outfits/occasion-rules.ts'),
      ),
    ).toContainEqual({ rule: ZONE, text: expect.stringContaining('tips/ is a skill') });
    expect(
      await rulesBroken(
        `${LOCAL}/outfits/layer-check.ts`,
        using('wardrobeProfile', '../insights/wardrobe-profile.ts'),
      ),
    ).toContain(ZONE);
    for (const [file, code] of [
      [`${LOCAL}/packing/layer-check.ts`, using('conditionsFor', '../outfits/occasion-rules.ts')],
      [
        `${LOCAL}/shopping/layer-check.ts`,
        using('wardrobeProfile', '../insights/wardrobe-profile.ts'),
      ],
      [`${LOCAL}/tips/layer-check.ts`, using('readGarment', '../garment/garment-traits.ts')],
      [`${LOCAL}/tips/layer-check.ts`, using('TIP_COLD_AT_OR_BELOW', '../climate/climate.ts')],
      [`${LOCAL}/insights/layer-check.ts`, using('mulberry32', '../prng.ts')],
    ] as const) {
      expect(await rulesBroken(file, code), code).toEqual([]);
    }
  });

  it('keeps the test kit to tests', async () => {
    expect(
      await rulesBroken(
        `${LOCAL}/outfits/layer-check.ts`,
        using('item', '../../../test/kits/stylist/test-wardrobe.ts'),
      ),
    ).toContain(ZONE);
    expect(
      await rulesBroken(
        `${LOCAL}/outfits/layer-check.test.ts`,
        using('item', '../../../test/kits/stylist/test-wardrobe.ts'),
      ),
    ).toEqual([]);
  });

  it('refuses a temperature written as a number outside climate/', async () => {
    for (const code of [
      'export const cold = (temp: number) => temp <= 45;\n',
      'export const hot = (c: { temperature: number }) => 82 <= c.temperature;\n',
      "export const day = { weather: 'cloudy', temperature: 65 };\n",
    ]) {
      expect(await rulesBroken(`${LOCAL}/tips/layer-check.ts`, code), code).toContain(SYNTAX);
      expect(await rulesBroken(`${LOCAL}/climate/layer-check.ts`, code), code).toEqual([]);
    }
    expect(
      await rulesBroken(
        `${LOCAL}/tips/layer-check.ts`,
        "import { TIP_COLD_AT_OR_BELOW } from '../climate/climate.ts';\nexport const cold = (temp: number) => temp <= TIP_COLD_AT_OR_BELOW;\n",
      ),
    ).toEqual([]);
  });
});
