import { beforeAll, describe, expect, it } from 'vitest';
import type { AlterEgo } from '../../../contract/alter-egos.ts';
import type { Outfit } from '../../../contract/outfits.ts';
import type { WardrobeItem } from '../../../contract/wardrobe.ts';
import { anonymous, asUser, expectJson, type UserApi } from '../../test/api-client.ts';
import { createTestApp, type TestContext } from '../../test/create-test-app.ts';
import { entityFactories, type EntityFactories } from '../../test/entity-factories.ts';
import { addItems, EVERYDAY_WARDROBE } from '../../test/wardrobe-fixtures.ts';

let ctx: TestContext;
let make: EntityFactories;
let alice: UserApi;
let bob: UserApi;
let wardrobe: WardrobeItem[];

beforeAll(async () => {
  ctx = await createTestApp();
  make = entityFactories(ctx.db);
  alice = await asUser(ctx.app);
  bob = await asUser(ctx.app);
  wardrobe = await addItems(ctx.app, alice, EVERYDAY_WARDROBE);
});

const create = (user: UserApi, payload: Record<string, unknown>) =>
  user.post('/api/alter-egos', payload);

const update = (user: UserApi, id: string, payload: Record<string, unknown>) =>
  user.patch(`/api/alter-egos/${id}`, payload);

const list = async (user: UserApi) => expectJson<AlterEgo[]>(await user.get('/api/alter-egos'));

describe('alter egos', () => {
  it('creates a persona whose personality the stylist writes, for the session user', async () => {
    const response = await create(alice, {
      userId: bob.user.id,
      name: '  Boardroom Boss ',
      description: 'Sharp tailoring for big meetings',
      stylePreferences: ['Classic', ' Minimalist ', '', 'classic'],
      colorPalette: ['navy', 'white', 'camel'],
      occasions: ['work'],
      personality: 'planted text',
      celebrityMatch: 'Planted Star',
    });
    expect(response.statusCode).toBe(201);
    const ego = response.json<AlterEgo>();
    expect(ego).toMatchObject({
      userId: alice.user.id,
      name: 'Boardroom Boss',
      description: 'Sharp tailoring for big meetings',
      stylePreferences: ['Classic', 'Minimalist'],
      colorPalette: ['navy', 'white', 'camel'],
      occasions: ['work'],
      isActive: true,
    });
    expect(ego.personality).toContain('Boardroom Boss');
    expect(ego.personality).not.toContain('planted');
    expect(ego.celebrityMatch).not.toBe('Planted Star');
    // The personality is written from the user's wardrobe: it names a piece that suits the persona.
    expect(EVERYDAY_WARDROBE.some((i) => ego.personality!.includes(i.name))).toBe(true);
    expect((await list(alice)).map((e) => e.id)).toContain(ego.id);
    expect(await list(bob)).toEqual([]);
  });

  it('creates a persona from a name alone', async () => {
    const response = await create(alice, { name: 'Blank Slate' });
    expect(response.statusCode).toBe(201);
    expect(response.json<AlterEgo>()).toMatchObject({
      description: null,
      stylePreferences: [],
      colorPalette: [],
      occasions: [],
    });
    expect(response.json<AlterEgo>().personality).not.toBe('');
  });

  it.each([
    [{}, 'name'],
    [{ name: '   ' }, 'name'],
    [{ name: 'x'.repeat(61) }, 'name'],
    [{ name: 'Ok', description: 'x'.repeat(501) }, 'description'],
    [{ name: 'Ok', occasions: 'work, party' }, 'occasions'],
    [{ name: 'Ok', colorPalette: Array.from({ length: 13 }, (_, i) => `c${i}`) }, 'colorPalette'],
    [{ name: 'Ok', stylePreferences: ['x'.repeat(41)] }, 'stylePreferences'],
  ])('answers 400 for a bad body %j', async (payload, field) => {
    const response = await create(alice, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toContain(field);
  });

  it('rewrites the personality when a style field changes, not for other edits', async () => {
    const ego = (
      await create(alice, { name: 'Weekend Wanderer', stylePreferences: ['Bohemian'] })
    ).json<AlterEgo>();

    const deactivated = await update(alice, ego.id, { isActive: false });
    expect(deactivated.statusCode).toBe(200);
    expect(deactivated.json<AlterEgo>()).toMatchObject({
      isActive: false,
      personality: ego.personality,
    });

    const same = await update(alice, ego.id, { stylePreferences: ['Bohemian'] });
    expect(same.json<AlterEgo>().personality).toBe(ego.personality);

    const restyled = await update(alice, ego.id, {
      stylePreferences: ['Edgy'],
      colorPalette: ['black'],
      occasions: ['party'],
    });
    expect(restyled.statusCode).toBe(200);
    const after = restyled.json<AlterEgo>();
    expect(after.stylePreferences).toEqual(['Edgy']);
    expect(after.personality).not.toBe(ego.personality);
    expect(after.personality).toContain('party');

    const renamed = (await update(alice, ego.id, { name: 'Night Rider' })).json<AlterEgo>();
    expect(renamed.personality).toContain('Night Rider');
    expect(renamed.stylePreferences).toEqual(['Edgy']);

    const cleared = (await update(alice, ego.id, { description: '' })).json<AlterEgo>();
    expect(cleared.description).toBeNull();
  });

  it('answers 400 for a bad PATCH body', async () => {
    const [ego] = await list(alice);
    for (const payload of [{ name: '' }, { isActive: 'no' }, { occasions: [1] }]) {
      expect((await update(alice, ego!.id, payload)).statusCode).toBe(400);
    }
  });

  it('answers 404 for another user’s persona everywhere', async () => {
    const [ego] = await list(alice);
    const patched = await update(bob, ego!.id, { name: 'Stolen' });
    expect(patched.statusCode).toBe(404);
    const deleted = await bob.delete(`/api/alter-egos/${ego!.id}`);
    expect(deleted.statusCode).toBe(404);
    expect((await list(alice)).find((e) => e.id === ego!.id)?.name).toBe(ego!.name);
    expect((await update(alice, 'nope', { name: 'x' })).statusCode).toBe(404);
  });

  it('deletes a persona; outfits saved with it stay', async () => {
    const ego = await make.alterEgo(alice, { name: 'Short Lived' });
    const outfit = await make.outfit(alice, { name: 'Kept', itemIds: [wardrobe[0]!.id] });
    await make.alterEgoOutfit(ego, outfit);
    const response = await alice.delete(`/api/alter-egos/${ego.id}`);
    expect(response.statusCode).toBe(204);
    expect((await list(alice)).some((e) => e.id === ego.id)).toBe(false);
    const outfits = expectJson<Outfit[]>(await alice.get('/api/outfits'));
    expect(outfits.some((o) => o.id === outfit.id)).toBe(true);
  });

  it('needs a session', async () => {
    expect((await anonymous(ctx.app).get('/api/alter-egos')).statusCode).toBe(401);
  });
});
