import type { Occasion } from '../../../../contract/outfits.ts';
import { agree, yours } from '../garment/phrasing.ts';
import type { ProfiledItem } from '../garment/profiled-item.ts';
import { OCCASION_RULES } from '../knowledge/occasion-formality.ts';
import { groupByColor } from './color-groups.ts';
import { harmonyReason, pairScore, slotOf } from './pairing.ts';
import type { TipOption } from './tip-types.ts';

const OPTIONS = 3;

const OCCASION_PHRASE: Readonly<Record<Occasion, string>> = {
  work: 'work',
  casual: 'a casual day',
  evening: 'an evening out',
  date: 'a date',
  formal: 'a formal occasion',
  athletic: 'a workout',
};

/** Top-and-bottom pairs (or a dress) at the occasion's formality, best first. */
export function occasionTips(available: readonly ProfiledItem[], occasion: Occasion): TipOption[] {
  const rule = OCCASION_RULES[occasion];
  const fits = (p: ProfiledItem) =>
    p.traits.formality >= rule.min &&
    p.traits.formality <= rule.max &&
    (occasion !== 'athletic' || p.traits.activewear || slotOf(p) === 'top');
  const near = (p: ProfiledItem) => 1 - Math.abs(p.traits.formality - rule.target) / 4;
  const pool = available.filter(fits);
  // One piece per colour, the one nearest the occasion's formality: pairs cost colours squared.
  const nearest = (a: ProfiledItem, b: ProfiledItem) =>
    near(b) - near(a) || (a.item.id < b.item.id ? -1 : 1);
  const reps = (slot: string) =>
    groupByColor(
      pool.filter((p) => slotOf(p) === slot),
      nearest,
    ).map((g) => g.representative);
  const tops = reps('top');
  const bottoms = reps('bottom');
  const shoes = pool
    .filter((p) => slotOf(p) === 'shoes')
    .sort((a, b) => near(b) - near(a) || (a.item.id < b.item.id ? -1 : 1));

  const looks: { text: string; score: number }[] = [];
  const shoe = shoes[0] ? ` and ${yours(shoes[0].item.name)}` : '';
  for (const top of tops) {
    for (const bottom of bottoms) {
      const { harmony, score } = pairScore(top, bottom);
      if (harmony.kind === 'clash' || harmony.kind === 'busy') continue;
      looks.push({
        score: score + near(top) + near(bottom),
        text: `For ${OCCASION_PHRASE[occasion]}, try ${yours(top.item.name)} with ${yours(bottom.item.name)}${shoe}: ${harmonyReason(top, bottom, harmony)}.`,
      });
    }
  }
  for (const dress of reps('dress')) {
    looks.push({
      score: 0.8 + 2 * near(dress),
      text: `For ${OCCASION_PHRASE[occasion]}, ${yours(dress.item.name)}${shoe} ${shoe ? 'strike' : agree(dress.item.name, 'strikes', 'strike')} the right level of polish.`,
    });
  }
  return looks
    .sort((a, b) => b.score - a.score || a.text.localeCompare(b.text))
    .slice(0, OPTIONS)
    .map(({ text }) => ({ text, occasion }));
}
