import { beforeAll, describe, expect, it } from 'vitest';
import type { StyleProfile, StyleTip } from '../../../contract/ai.ts';
import type { WardrobeItem } from '../../../contract/wardrobe.ts';
import type { Clock } from '../../lib/clock.ts';
import { anonymous, asUser, type UserApi } from '../../test/api-client.ts';
import { createTestApp, type TestContext } from '../../test/create-test-app.ts';
import { addItem, addItems, EVERYDAY_WARDROBE } from '../../test/wardrobe-fixtures.ts';

let ctx: TestContext;
let alice: UserApi;
let wardrobe: WardrobeItem[];
const clock: Clock = { now: () => new Date('2025-03-15T12:00:00Z') };

beforeAll(async () => {
  ctx = await createTestApp({ clock });
  alice = await asUser(ctx.app);
  wardrobe = await addItems(ctx.app, alice, EVERYDAY_WARDROBE);
});

const get = (user: UserApi | null, url: string) => (user ?? anonymous(ctx.app)).get(url);

describe('GET /api/ai/style-tip', () => {
  it('answers a tip grounded in the user’s own pieces', async () => {
    const response = await get(alice, '/api/ai/style-tip?weather=rainy&occasion=work');
    expect(response.statusCode).toBe(200);
    const tip = response.json<StyleTip>();
    expect(tip.weather).toBe('rainy');
    expect(tip.occasion).toBe('work');
    expect(wardrobe.some((i) => tip.tip.includes(i.name))).toBe(true);
  });

  it('warns about suede in the rain, naming the piece', async () => {
    const bob = await asUser(ctx.app);
    await addItems(ctx.app, bob, [
      ...EVERYDAY_WARDROBE,
      { name: 'Tan Suede Ankle Boots', category: 'shoes', color: 'tan' },
    ]);
    const tip = (await get(bob, '/api/ai/style-tip?weather=rainy&temperature=50')).json<StyleTip>();
    expect(tip.tip).toContain('Tan Suede Ankle Boots');
  });

  it('answers a tip without weather or occasion, and for an empty wardrobe', async () => {
    const plain = await get(alice, '/api/ai/style-tip?userId=someone-else');
    expect(plain.statusCode).toBe(200);
    expect(plain.json<StyleTip>().tip).not.toBe('');
    const empty = await asUser(ctx.app);
    const starter = await get(empty, '/api/ai/style-tip?weather=&occasion=');
    expect(starter.statusCode).toBe(200);
    expect(starter.json<StyleTip>().tip).not.toBe('');
  });

  it.each([
    ['weather=snowy', 'weather'],
    ['occasion=party', 'occasion'],
    ['temperature=hot', 'temperature'],
    ['temperature=120', 'temperature'],
  ])('answers 400 for %s', async (query, field) => {
    const response = await get(alice, `/api/ai/style-tip?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toContain(field);
  });

  it('needs a session', async () => {
    expect((await get(null, '/api/ai/style-tip')).statusCode).toBe(401);
  });
});

describe('GET /api/ai/style-profile', () => {
  it('measures the wardrobe: colours, categories, formality, most and least worn', async () => {
    const carol = await asUser(ctx.app);
    const items = await addItems(ctx.app, carol, [
      { name: 'Navy Blazer', category: 'outerwear', color: 'navy' },
      { name: 'Navy Trousers', category: 'bottoms', color: 'navy' },
      { name: 'Navy Knit', category: 'tops', color: 'navy' },
      { name: 'White Shirt', category: 'tops', color: 'white' },
      { name: 'Running Shoes', category: 'shoes', color: 'black', tags: ['gym'] },
    ]);
    const knit = items.find((i) => i.name === 'Navy Knit')!;
    for (let n = 0; n < 3; n++) {
      await carol.post(`/api/wardrobe/${knit.id}/wear`);
    }
    const response = await get(carol, '/api/ai/style-profile?userId=' + alice.user.id);
    expect(response.statusCode).toBe(200);
    const profile = response.json<StyleProfile>();
    expect(profile.totalItems).toBe(5);
    expect(profile.dominantColors[0]).toMatchObject({ color: 'navy', count: 3, share: 0.6 });
    expect(profile.categoryMix.find((c) => c.key === 'tops')).toEqual({
      key: 'tops',
      count: 2,
      share: 0.4,
    });
    expect(profile.categoryMix.map((c) => c.key)).toEqual([
      'tops',
      'bottoms',
      'dresses',
      'outerwear',
      'shoes',
      'accessories',
    ]);
    expect(profile.formalityMix.reduce((s, f) => s + f.count, 0)).toBe(5);
    expect(profile.mostWorn).toEqual([
      { id: knit.id, name: 'Navy Knit', timesWorn: 3, lastWorn: '2025-03-15T12:00:00.000Z' },
    ]);
    expect(profile.leastWorn).toHaveLength(3);
    expect(profile.leastWorn.every((w) => w.timesWorn === 0)).toBe(true);
  });

  it('answers an empty profile for an empty wardrobe', async () => {
    const dave = await asUser(ctx.app);
    await addItem(ctx.app, alice, { name: 'Not Dave’s', category: 'tops', color: 'red' });
    const profile = (await get(dave, '/api/ai/style-profile')).json<StyleProfile>();
    expect(profile.totalItems).toBe(0);
    expect(profile.dominantColors).toEqual([]);
    expect(profile.mostWorn).toEqual([]);
    expect(profile.leastWorn).toEqual([]);
  });

  it('needs a session', async () => {
    expect((await get(null, '/api/ai/style-profile')).statusCode).toBe(401);
  });
});
