import { describe, expect, it } from 'vitest';
import type { ScanResult, WardrobeItem } from '../../../contract/wardrobe.ts';
import { asUser } from '../../test/api-client.ts';
import { gatedVision, nextProcessOn } from '../../test/gated-vision.ts';
import { wardrobeTestKit } from '../../test/kits/wardrobe.ts';

const gated = gatedVision();
const kit = await wardrobeTestKit({ vision: gated.vision });
const { app, alice, bob, navyShirt, postItem, photo, untilRead, storedFiles, scan } = kit;

const filesOf = (user: { user: { id: string } }) =>
  storedFiles().filter((file) => file.startsWith(`${user.user.id}/`));

describe('a photo upload that does not wait for its reading', () => {
  it('answers once the photo is stored, analysing; the cut-out and the reading land after', async () => {
    gated.close();
    const response = await postItem(alice, { name: 'Navy shirt', category: 'tops' }, [
      photo(navyShirt),
    ]);
    expect(response.statusCode, response.body).toBe(201);
    const answered = response.json<WardrobeItem>();
    // The original and its thumbnail only: no cut-out, nothing read yet.
    expect(answered).toMatchObject({
      analysing: true,
      displayImage: 'original',
      cutoutImageUrl: null,
      colors: null,
      aiTags: null,
    });
    expect(answered.imageUrl).toBe(answered.originalImageUrl);
    expect(filesOf(alice)).toHaveLength(2);
    await gated.arrived();
    gated.open();

    const read = await untilRead(alice, answered.id);
    expect(read).toMatchObject({ analysing: false, displayImage: 'cutout' });
    expect(read.originalImageUrl).toBe(answered.originalImageUrl);
    expect(read.cutoutImageUrl).not.toBeNull();
    expect(read.imageUrl).toBe(read.cutoutImageUrl);
    expect(read.colors![0]!.name).toBe('Navy');
    expect(read.aiTags).toMatchObject({
      provider: 'local',
      category: 'tops',
      models: ['u2netp', 'garment-mobilenetv2-photos'],
    });
    expect(filesOf(alice)).toHaveLength(4);
  });

  it('keeps the cut-out but shows the photo as taken when the form asks for the original', async () => {
    const response = await postItem(
      alice,
      { name: 'Shirt', category: 'tops', displayImage: 'original' },
      [photo(navyShirt)],
    );
    const read = await untilRead(alice, response.json<WardrobeItem>().id);
    expect(read).toMatchObject({ displayImage: 'original', analysing: false });
    expect(read.cutoutImageUrl).not.toBeNull();
    expect(read.imageUrl).toBe(read.originalImageUrl);
  });

  it('leaves no blob behind when the item is deleted while its photo is read', async () => {
    const user = await asUser(app);
    gated.close();
    const doomed = (
      await postItem(user, { name: 'Doomed', category: 'tops' }, [photo(navyShirt)])
    ).json<WardrobeItem>();
    await gated.arrived();
    const deleted = await user.delete(`/api/wardrobe/${doomed.id}`);
    expect(deleted.statusCode).toBe(204);
    // Readings run one after another: once the next item is read, the doomed one is done.
    const next = (
      await postItem(user, { name: 'Next', category: 'tops' }, [photo(navyShirt)])
    ).json<WardrobeItem>();
    gated.open();
    const read = await untilRead(user, next.id);
    expect(read.cutoutImageUrl).not.toBeNull();
    expect(filesOf(user).sort()).toEqual(kit.imageUrlsOf(read).map(kit.keyOf).sort());
  });

  it('does not read a photo again when it comes with its scan token', async () => {
    const user = await asUser(app);
    const scanned = (await scan(user, [photo(navyShirt)])).json<ScanResult>();
    const runsAfterScan = gated.models.runs;
    const created = await postItem(
      user,
      { name: 'Scanned', category: 'tops', scanToken: scanned.scanToken! },
      [photo(navyShirt)],
    );
    expect(created.statusCode, created.body).toBe(201);
    // Complete in the answer: nothing left for the background.
    expect(created.json<WardrobeItem>()).toMatchObject({
      analysing: false,
      displayImage: 'cutout',
    });
    expect(created.json<WardrobeItem>().aiTags?.category).toBe('tops');
    // A photo without a token, queued after it, is read: exactly one more run of the models.
    const plain = (
      await postItem(user, { name: 'Plain', category: 'tops' }, [photo(navyShirt)])
    ).json<WardrobeItem>();
    await untilRead(user, plain.id);
    expect(gated.models.runs).toBe(runsAfterScan + 1);
  });

  it("keeps another user's item out of reach (404) while it is read, and reads it for its owner", async () => {
    gated.close();
    const item = (
      await postItem(alice, { name: 'Mine', category: 'tops' }, [photo(navyShirt)])
    ).json<WardrobeItem>();
    await gated.arrived();
    for (const [method, url, payload] of [
      ['DELETE', `/api/wardrobe/${item.id}`, undefined],
      ['PUT', `/api/wardrobe/${item.id}`, { name: 'Stolen' }],
      ['POST', `/api/wardrobe/${item.id}/cutout`, undefined],
    ] as const) {
      const response = await bob.request({ method, url, payload });
      expect(response.statusCode, `${method} ${url}`).toBe(404);
    }
    expect((await kit.list(bob)).map((each) => each.id)).not.toContain(item.id);
    gated.open();
    expect(await untilRead(alice, item.id)).toMatchObject({ name: 'Mine', displayImage: 'cutout' });
  });
});

describe('a restart', () => {
  it('picks up the photos a stop left unread', async () => {
    const user = await asUser(app);
    // The first process is stuck on another photo: this one waits, pending, when it "stops".
    gated.close();
    const stuck = (
      await postItem(user, { name: 'Stuck', category: 'tops' }, [photo(navyShirt)])
    ).json<WardrobeItem>();
    await gated.arrived();
    const waiting = (
      await postItem(user, { name: 'Waiting', category: 'tops' }, [photo(navyShirt)])
    ).json<WardrobeItem>();

    // The next process on the same database and photos reads both at start.
    const restarted = await nextProcessOn(kit);
    try {
      await restarted.ready();
      for (const item of [stuck, waiting]) {
        const read = await untilRead(user, item.id);
        expect(read).toMatchObject({ analysing: false, displayImage: 'cutout' });
        expect(read.aiTags?.category).toBe('tops');
      }
    } finally {
      await restarted.close();
    }
    // The first process finishes late: its result is dropped and its cut-out removed.
    gated.open();
    await untilRead(
      user,
      (
        await postItem(user, { name: 'After', category: 'tops' }, [photo(navyShirt)])
      ).json<WardrobeItem>().id,
    );
    const items = await kit.list(user);
    expect(filesOf(user).sort()).toEqual(items.flatMap(kit.imageUrlsOf).map(kit.keyOf).sort());
  });
});

describe('stored photos and rows, after everything above', () => {
  it('agree exactly: no row points at a missing blob and no photo is left unreferenced', async () => {
    await kit.expectPhotosMatchRows(20);
  });
});
