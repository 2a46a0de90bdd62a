import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { WardrobeItem } from '../../../contract/wardrobe.ts';
import { QUEUE_LIMITS } from '../../http/account-limits.ts';
import { asUser, type UserApi } from '../../test/api-client.ts';
import { gatedVision } from '../../test/gated-vision.ts';
import { garmentJpeg } from '../../test/test-images.ts';
import type { AnalysisJob } from './photo-analysis.ts';
import { wardrobeTestKit } from '../../test/kits/wardrobe.ts';

// The models answer each photo once (memo): this is about the queue, not what is read.
const gated = gatedVision({ memo: true });
const kit = await wardrobeTestKit({ vision: gated.vision });
const { alice, bob, navyShirt, postItem, photo, untilRead, uploadsDir, keyOf } = kit;
const redTee = await garmentJpeg({ color: '#d01c2a' });

async function add(user: UserApi, name: string, bytes: Buffer): Promise<WardrobeItem> {
  const response = await postItem(user, { name, category: 'tops' }, [photo(bytes)]);
  expect(response.statusCode, response.body).toBe(201);
  const item = response.json<WardrobeItem>();
  expect(item.analysing).toBe(true);
  return item;
}

const storedBytes = (url: string) => readFileSync(path.join(uploadsDir, keyOf(url)));

/** Whether a type holds bytes anywhere inside it. */
type HoldsBytes<T> = T extends Uint8Array
  ? true
  : T extends object
    ? true extends { [K in keyof T]-?: HoldsBytes<T[K]> }[keyof T]
      ? true
      : false
    : false;

describe('the background reading of new photos', () => {
  it('queues jobs that name the item and its photo, never its bytes', () => {
    expectTypeOf<HoldsBytes<AnalysisJob>>().toEqualTypeOf<false>();
    expectTypeOf<HoldsBytes<{ photo?: { bytes: Buffer } }>>().toEqualTypeOf<true>();
  });

  it("reads another account's photo next while one account has a long backlog; the backlog past its share waits in its rows and is all read", async () => {
    gated.hold();
    const first = await add(alice, 'Alice 0', navyShirt);
    await gated.reachedModels(1);
    // More than alice may have queued: the rest stay pending in their rows.
    const backlog: WardrobeItem[] = [];
    for (let n = 1; n <= QUEUE_LIMITS.readingsQueuedPerAccount + 3; n++) {
      backlog.push(await add(alice, `Alice ${n}`, navyShirt));
    }
    const bobs = await add(bob, 'Bob', redTee);

    // Alice's first reading finishes: bob's photo is read next, not alice's second.
    gated.letThrough(1);
    await gated.reachedModels(2);
    expect(gated.modelArrivals[1]!.equals(storedBytes(bobs.originalImageUrl!))).toBe(true);

    gated.release();
    expect((await untilRead(bob, bobs.id, 60_000)).aiTags?.category).toBe('tops');
    for (const item of [first, ...backlog]) {
      const read = await untilRead(alice, item.id, 60_000);
      expect(read, item.name).toMatchObject({ analysing: false, displayImage: 'cutout' });
      expect(read.aiTags?.category).toBe('tops');
    }
  }, 120_000);

  it('reads a waiting photo from the store when its turn comes', async () => {
    const user = await asUser(kit.app);
    const reached = gated.modelArrivals.length;
    gated.hold();
    const blocker = await add(user, 'Blocker', navyShirt);
    await gated.reachedModels(reached + 1);
    const waiting = await add(user, 'Waiting', navyShirt);
    // The stored photo is replaced while its job waits: the reading sees what the store holds.
    writeFileSync(
      path.join(uploadsDir, keyOf(waiting.originalImageUrl!)),
      await sharp(redTee).webp().toBuffer(),
    );
    writeFileSync(
      path.join(uploadsDir, keyOf(waiting.originalThumbnailUrl!)),
      await sharp(redTee).resize(480).webp().toBuffer(),
    );
    gated.release();
    expect((await untilRead(user, blocker.id)).colors![0]!.name).toBe('Navy');
    expect((await untilRead(user, waiting.id)).colors![0]!.name).toBe('Red');
  }, 60_000);
});

describe('stored photos and rows, after everything above', () => {
  it('agree exactly: no row points at a missing blob and no photo is left unreferenced', async () => {
    await kit.expectPhotosMatchRows(20);
  });
});
