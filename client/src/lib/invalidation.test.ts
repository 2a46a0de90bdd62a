import { describe, expect, it } from 'vitest';
import { affectedBy, AFFECTS, RESOURCES, type Resource } from './invalidation.ts';

describe('the invalidation graph', () => {
  it('follows a wardrobe write to every screen that shows its pieces or is measured from them', () => {
    expect([...affectedBy(['/api/wardrobe'])].sort()).toEqual(
      [
        '/api/wardrobe',
        '/api/outfits',
        '/api/capsules',
        '/api/packing-lists',
        '/api/calendar',
        '/api/rating-sessions',
        '/api/community/posts',
        '/api/style-diary',
        '/api/sustainability/stats',
        '/api/sustainability/goals',
        '/api/marketplace',
        '/api/weather',
        '/api/today',
      ].sort(),
    );
  });

  it('follows an outfit write to the calendar, its forecast warnings, Today, rating sessions and posts', () => {
    expect([...affectedBy(['/api/outfits'])].sort()).toEqual(
      [
        '/api/outfits',
        '/api/calendar',
        '/api/weather',
        '/api/today',
        '/api/rating-sessions',
        '/api/community/posts',
      ].sort(),
    );
  });

  it('keeps a write to a resource nothing depends on to itself', () => {
    expect([...affectedBy(['/api/capsules'])]).toEqual(['/api/capsules']);
  });

  it('is transitive: whatever a resource affects, it affects what that affects too', () => {
    for (const resource of RESOURCES) {
      const reached = affectedBy([resource]);
      for (const next of AFFECTS[resource]) {
        for (const further of affectedBy([next])) expect(reached).toContain(further);
      }
    }
  });

  it('unites the writes of one request, each resource once', () => {
    const written: Resource[] = ['/api/calendar', '/api/outfits', '/api/wardrobe'];
    expect(affectedBy(written)).toEqual(affectedBy(['/api/wardrobe']));
    expect(affectedBy(RESOURCES).size).toBe(RESOURCES.length);
  });
});
