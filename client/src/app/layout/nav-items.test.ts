import { describe, expect, it } from 'vitest';
import { bottomBarLinks, isEntryActive, isRouteActive, sidebarEntries } from './nav-items.ts';

describe('navigation model', () => {
  it('matches a route on itself and below it, whole segments only', () => {
    expect(isRouteActive('/wardrobe', '/wardrobe')).toBe(true);
    expect(isRouteActive('/wardrobe/abc', '/wardrobe')).toBe(true);
    expect(isRouteActive('/capsules', '/capsule')).toBe(false);
    expect(isRouteActive('/', '/wardrobe')).toBe(false);
  });

  it("matches '/' only on itself", () => {
    expect(isRouteActive('/', '/')).toBe(true);
    expect(isRouteActive('/wardrobe', '/')).toBe(false);
  });

  it("treats a parent as active on a child's route", () => {
    const generator = sidebarEntries.find((entry) => entry.label === 'Outfit Generator');
    const shopAndSell = sidebarEntries.find((entry) => entry.label === 'Shop & Sell');
    expect(generator && isEntryActive('/alter-egos', generator)).toBe(true);
    expect(shopAndSell && isEntryActive('/shopping', shopAndSell)).toBe(true);
    expect(shopAndSell && isEntryActive('/community', shopAndSell)).toBe(false);
  });

  it('gives the phone bar the five spec shortcuts', () => {
    expect(bottomBarLinks.map(({ label, href }) => [label, href])).toEqual([
      ['Home', '/'],
      ['Wardrobe', '/wardrobe'],
      ['Generate', '/outfit-generator'],
      ['Shopping', '/shopping'],
      ['Social', '/community'],
    ]);
  });
});
