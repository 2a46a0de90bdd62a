import { describe, expect, it } from 'vitest';
import type { StylistItem } from '../../stylist.ts';
import { item, sampleWardrobe } from '../../../test/kits/stylist/test-wardrobe.ts';
import { bohemianWardrobe, minimalistWardrobe } from '../../../test/kits/stylist/test-wardrobes.ts';
import { STARTER_TIPS } from './starter-tips.ts';
import { styleTip } from './style-tip.ts';

const DAY = 24 * 60 * 60 * 1000;
const MONDAY = new Date('2025-03-17T09:00:00Z');
const onDay = (n: number) => new Date(MONDAY.getTime() + n * DAY);
const names = (tip: string, items: readonly StylistItem[]) =>
  items.filter((i) => tip.includes(i.name)).map((i) => i.name);
const sentenceCount = (text: string) => text.split(/(?<=[.!?])\s+(?=[A-Z])/).length;

describe('styleTip', () => {
  it('names the user’s own pieces in one or two sentences', () => {
    const wardrobe = sampleWardrobe();
    for (let d = 0; d < 14; d++) {
      const { tip } = styleTip(wardrobe, { now: onDay(d) });
      expect(names(tip, wardrobe).length, tip).toBeGreaterThan(0);
      expect(sentenceCount(tip), tip).toBeLessThanOrEqual(2);
    }
  });

  it('is the same all day and changes from day to day', () => {
    const wardrobe = sampleWardrobe();
    const morning = styleTip(wardrobe, { now: new Date('2025-03-17T06:00:00Z') });
    const evening = styleTip(wardrobe, { now: new Date('2025-03-17T22:00:00Z') });
    expect(evening).toEqual(morning);
    const week = new Set(
      Array.from({ length: 7 }, (_, d) => styleTip(wardrobe, { now: onDay(d) }).tip),
    );
    expect(week.size).toBeGreaterThanOrEqual(4);
  });

  it('keeps suede out of the rain and names what to wear instead', () => {
    const wardrobe = [
      item('Tan Suede Boots', 'shoes', 'tan', { id: 'suede' }),
      item('Black Rain Boots', 'shoes', 'black', { id: 'rain' }),
      item('Navy Chinos', 'bottoms', 'navy'),
      item('White Tee', 'tops', 'white'),
    ];
    for (let d = 0; d < 5; d++) {
      const { tip, weather } = styleTip(wardrobe, {
        now: onDay(d),
        weather: 'rainy',
        temperature: 60,
      });
      expect(tip).toContain('Tan Suede Boots');
      expect(tip).toMatch(/leave|indoors/);
      expect(tip).toContain('Black Rain Boots');
      expect(weather).toBe('rainy');
    }
  });

  it('layers a knit under the warmest coat in the cold, and warns when no coat is warm enough', () => {
    const wardrobe = [
      item('Camel Wool Coat', 'outerwear', 'camel'),
      item('Denim Jacket', 'outerwear', 'denim'),
      item('Grey Cashmere Sweater', 'tops', 'grey'),
      item('Black Jeans', 'bottoms', 'black'),
    ];
    const { tip } = styleTip(wardrobe, { now: MONDAY, temperature: 30 });
    expect(tip).toContain('Camel Wool Coat');
    expect(tip).toContain('Grey Cashmere Sweater');
    expect(tip).not.toContain('Denim Jacket');
    const noCoat = styleTip(wardrobe.slice(1), { now: MONDAY, temperature: 30 }).tip;
    expect(noCoat).toMatch(/warm coat/);
  });

  it('suggests the lightest pieces in the heat', () => {
    const wardrobe = [
      item('White Linen Shirt', 'tops', 'white'),
      item('Chunky Wool Sweater', 'tops', 'cream'),
      item('Khaki Shorts', 'bottoms', 'khaki'),
      item('Black Jeans', 'bottoms', 'black'),
    ];
    const { tip } = styleTip(wardrobe, { now: MONDAY, temperature: 90 });
    expect(tip).toContain('White Linen Shirt');
    expect(tip).toContain('Khaki Shorts');
    expect(tip).not.toContain('Chunky Wool Sweater');
  });

  it('pairs a never-worn piece with what suits it', () => {
    const wardrobe: StylistItem[] = minimalistWardrobe().map((i) => ({
      ...i,
      lastWorn: onDay(-2),
    }));
    wardrobe.push(item('Emerald Silk Blouse', 'tops', 'emerald', { timesWorn: 0, lastWorn: null }));
    const tips = Array.from({ length: 10 }, (_, d) => styleTip(wardrobe, { now: onDay(d) }).tip);
    const rotation = tips.find((t) => t.includes("Emerald Silk Blouse hasn't been worn yet"));
    expect(rotation).toBeDefined();
    expect(names(rotation ?? '', wardrobe).length).toBe(2);
  });

  it('answers an occasion with pieces at its formality and opens the generator on it', () => {
    const wardrobe = sampleWardrobe();
    const { tip, occasion } = styleTip(wardrobe, { now: MONDAY, occasion: 'formal' });
    expect(occasion).toBe('formal');
    expect(tip).toMatch(/^For a formal occasion/);
    expect(tip).not.toMatch(/Hoodie|Jeans|Sneakers|Tank/);
  });

  it('leaves rain-only pieces out of a dry day’s tip', () => {
    const mac = item('Yellow Rain Mac', 'outerwear', 'yellow');
    const wardrobe = [...sampleWardrobe(), mac, item('Green Wellies', 'shoes', 'green')];
    for (let d = 0; d < 30; d++) {
      const { tip, weather } = styleTip(wardrobe, { now: onDay(d) });
      expect(weather).toBe('sunny');
      expect(tip, tip).not.toMatch(/Rain Mac|Wellies/);
    }
  });

  it('never names a piece that is in the laundry as today’s pick', () => {
    const wardrobe = bohemianWardrobe().map((i) => ({ ...i, inLaundry: i.id === 'boho-1' }));
    for (let d = 0; d < 20; d++) {
      const { tip } = styleTip(wardrobe, { now: onDay(d) });
      if (tip.includes('Rust Embroidered Peasant Blouse')) expect(tip).toMatch(/in the laundry/);
    }
  });

  it('tells an empty wardrobe how to start, differently on different days', () => {
    const tips = Array.from({ length: 5 }, (_, d) => styleTip([], { now: onDay(d) }).tip);
    for (const tip of tips) expect(STARTER_TIPS).toContain(tip);
    expect(new Set(tips).size).toBe(5);
  });
});
