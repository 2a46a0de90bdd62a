import { describe, expect, it } from 'vitest';
import { pairHarmony } from './color-harmony.ts';
import { readColor } from './color-reading.ts';
import { artistWheelHue, hexToLab, hueAngle, wheelDistance } from './color-wheel.ts';
import { FASHION_PALETTE } from './palette.ts';

describe('reading colour names', () => {
  it.each([
    'black',
    'White',
    'navy blue',
    'Grey',
    'gray',
    'beige',
    'cream',
    'camel',
    'denim',
    'charcoal',
    'khaki',
    'tan',
  ])('%s is a neutral', (name) => expect(readColor(name).kind).toBe('neutral'));

  it.each([
    'red',
    'light blue',
    'Emerald Green',
    'mustard',
    'hot pink',
    'dark red',
    'Burnt Orange',
  ])('%s is a colour', (name) => expect(readColor(name).kind).toBe('color'));

  it('reads modifiers, prints, two-colour pieces, hex and unknown names', () => {
    expect(readColor('dark red').label).toBe('dark red');
    expect(readColor('dark red').lab?.L).toBeLessThan(readColor('red').lab?.L ?? 0);
    expect(readColor('floral').kind).toBe('pattern');
    expect(readColor('Navy stripes').kind).toBe('pattern');
    expect(readColor('red and blue').kind).toBe('pattern');
    expect(readColor('black and white').kind).toBe('neutral');
    expect(readColor('#1f2a44')).toMatchObject({ kind: 'neutral', label: 'navy' });
    expect(readColor('#e03c31')).toMatchObject({ kind: 'color' });
    expect(readColor('#777')).toMatchObject({ kind: 'neutral' });
    expect(readColor('sunset').kind).toBe('unknown');
    expect(readColor(null).kind).toBe('unknown');
    expect(readColor('  ').kind).toBe('unknown');
  });

  it('knows every colour name the photo scanner can give', () => {
    for (const swatch of FASHION_PALETTE)
      expect(readColor(swatch.name).kind, swatch.name).not.toBe('unknown');
  });

  it('counts light and plain versions of a colour as different keys but the same family', () => {
    expect(readColor('blue').key).not.toBe(readColor('light blue').key);
    expect(readColor('Red').key).toBe(readColor('red').key);
  });
});

describe('the colour wheel', () => {
  const wheel = (hex: string) => artistWheelHue(hueAngle(hexToLab(hex) ?? { L: 0, a: 0, b: 0 }));

  it('places primary and secondary colours where painters do', () => {
    expect(wheelDistance(wheel('#c8102e'), 0)).toBeLessThan(15);
    expect(wheelDistance(wheel('#f28c28'), 60)).toBeLessThan(15);
    expect(wheelDistance(wheel('#f6d80c'), 120)).toBeLessThan(15);
    expect(wheelDistance(wheel('#2e8b57'), 180)).toBeLessThan(20);
    expect(wheelDistance(wheel('#1f5fbf'), 240)).toBeLessThan(15);
    expect(wheelDistance(wheel('#7b2d8e'), 300)).toBeLessThan(15);
  });

  it('parses short and long hex with or without the hash', () => {
    expect(hexToLab('fff')?.L).toBeCloseTo(100, 0);
    expect(hexToLab('#FF0000')?.a).toBeCloseTo(80.1, 0);
    expect(hexToLab('not a colour')).toBeNull();
  });
});

describe('colour harmony', () => {
  const kind = (a: string, b: string) => pairHarmony(readColor(a), readColor(b)).kind;

  it.each([
    ['blue', 'orange', 'complementary'],
    ['red', 'green', 'complementary'],
    ['yellow', 'purple', 'complementary'],
    ['emerald', 'burgundy', 'complementary'],
    ['mustard', 'rust', 'analogous'],
    ['green', 'cobalt', 'analogous'],
    ['red', 'pink', 'tonal'],
    ['orange', 'hot pink', 'clash'],
    ['navy', 'red', 'neutral'],
    ['floral', 'striped', 'busy'],
  ])('%s and %s: %s', (a, b, expected) => expect(kind(a, b)).toBe(expected));

  it('scores classic pairings above clashes, and two prints lowest', () => {
    const score = (a: string, b: string) => pairHarmony(readColor(a), readColor(b)).score;
    expect(score('blue', 'orange')).toBeGreaterThan(score('black', 'red'));
    expect(score('black', 'red')).toBeGreaterThan(score('orange', 'hot pink'));
    expect(score('floral', 'plaid')).toBeLessThan(score('orange', 'hot pink') + 0.1);
    expect(score('orange', 'hot pink')).toBeLessThan(0);
  });
});
