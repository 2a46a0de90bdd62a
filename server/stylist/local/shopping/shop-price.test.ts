import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { defaultPrice, shopPrice } from './shop-price.ts';

describe('shopPrice', () => {
  it('rounds to the price points shops use', () => {
    expect(shopPrice(23267)).toBe(22900); // the $232.67 of the issue reads $229
    expect(shopPrice(12500)).toBe(12900);
    expect(shopPrice(5000)).toBe(4999);
    expect(shopPrice(2300)).toBe(2499);
    expect(shopPrice(7001)).toBe(6999);
    expect(shopPrice(10400)).toBe(9999); // nearer $99.99 than $109
    expect(shopPrice(10500)).toBe(10900);
    expect(shopPrice(100)).toBe(499); // nothing sells below $4.99
  });

  it('answers no price for no amount', () => {
    for (const none of [null, undefined, 0, -500, Number.NaN]) expect(shopPrice(none)).toBeNull();
  });

  it('always lands on x4.99 / x9.99 below $100 and whole dollars ending in 9 from there', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2_000_000 }), (cents) => {
        const price = shopPrice(cents);
        expect(price).not.toBeNull();
        if (price === null) return;
        if (price < 10_000) expect(price % 500).toBe(499);
        else expect(price % 1000).toBe(900);
        // Never more than $5 from the amount.
        if (cents >= 499) expect(Math.abs(price - cents)).toBeLessThanOrEqual(500);
      }),
    );
  });

  it('never lowers the price of a dearer piece', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 500_000 }), fc.nat(50_000), (a, d) => {
        expect(shopPrice(a + d)).toBeGreaterThanOrEqual(shopPrice(a) ?? 0);
      }),
    );
  });
});

describe('defaultPrice', () => {
  it('prices by kind, else by category', () => {
    expect(defaultPrice('shoes', 'boot')).toBe(15000);
    expect(defaultPrice('tops', 'tee')).toBe(2500);
    expect(defaultPrice('accessories', 'umbrella')).toBe(5000);
  });
});
