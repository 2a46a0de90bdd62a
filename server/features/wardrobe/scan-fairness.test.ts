import { describe, expect, it } from 'vitest';
import type { ScanResult, WardrobeItem } from '../../../contract/wardrobe.ts';
import { QUEUE_LIMITS } from '../../http/account-limits.ts';
import { asUser } from '../../test/api-client.ts';
import { gatedVision } from '../../test/gated-vision.ts';
import { garmentJpeg } from '../../test/test-images.ts';
import { wardrobeTestKit } from '../../test/kits/wardrobe.ts';

// The models answer each photo once (memo): this is about who is served when, not what is read.
const gated = gatedVision({ memo: true });
const { alice, bob, navyShirt, photo, scan, postItem, app } = await wardrobeTestKit({
  vision: gated.vision,
});
const redTee = await garmentJpeg({ color: '#d01c2a' });

describe('the photo scanner, shared by every account', () => {
  it("serves another account's scan next while one account has a full line, and answers that account 429 past its share", async () => {
    gated.hold();
    // Two scans are read at once (held at the models), the rest wait in alice's line.
    const backlog = 2 + QUEUE_LIMITS.scansWaitingPerAccount;
    const flood = Array.from({ length: backlog }, () => scan(alice, [photo(navyShirt)]));
    await gated.reachedModels(2);
    await gated.asked(backlog);

    const past = await scan(alice, [photo(navyShirt)]);
    expect(past.statusCode).toBe(429);
    expect(Number(past.headers['retry-after'])).toBeGreaterThan(0);
    expect(past.json<{ message: string }>().message).toBe(
      `You already have ${QUEUE_LIMITS.scansWaitingPerAccount} photos waiting to be read: wait for them to finish, then try again.`,
    );

    // Bob's scan is not refused: it joins his own line, behind all of alice's...
    const asked = gated.asks;
    const bobs = scan(bob, [photo(redTee)]);
    await gated.asked(asked + 1);
    // ...and takes the first slot that frees, before alice's waiting ones.
    gated.letThrough(1);
    await gated.reachedModels(3);
    expect(gated.modelArrivals[2]!.equals(redTee)).toBe(true);

    gated.release();
    const bobsScan = await bobs;
    expect(bobsScan.statusCode, bobsScan.body).toBe(200);
    expect(bobsScan.json<ScanResult>()).toMatchObject({ category: 'tops', color: 'Red' });
    for (const response of await Promise.all(flood)) {
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json<ScanResult>()).toMatchObject({ category: 'tops', color: 'Navy' });
    }
  }, 60_000);

  it('takes the account again once its line has room', async () => {
    const response = await scan(alice, [photo(navyShirt)]);
    expect(response.statusCode, response.body).toBe(200);
  });

  it('never refuses a bulk add of 20 photos: each scanned, then saved with its scan, two at a time', async () => {
    const user = await asUser(app);
    const photos = Array.from({ length: 20 }, (_, n) => ({ n }));
    // As the bulk add dialog's queue runs them (BULK_CONCURRENCY = 2).
    const lanes = [photos.filter((p) => p.n % 2 === 0), photos.filter((p) => p.n % 2 === 1)];
    await Promise.all(
      lanes.map(async (lane) => {
        for (const { n } of lane) {
          const scanned = await scan(user, [photo(navyShirt)]);
          expect(scanned.statusCode, scanned.body).toBe(200);
          const { scanToken } = scanned.json<ScanResult>();
          const saved = await postItem(
            user,
            { name: `Piece ${n}`, category: 'tops', scanToken: scanToken! },
            [photo(navyShirt)],
          );
          expect(saved.statusCode, saved.body).toBe(201);
          expect(saved.json<WardrobeItem>().analysing).toBe(false);
        }
      }),
    );
  }, 60_000);
});
