import { describe, expect, it } from 'vitest';
import type { DiaryEntry, SimilarPiece } from '../../../contract/diary.ts';
import { asUser, expectJson } from '../../test/api-client.ts';
import { createTestApp } from '../../test/create-test-app.ts';
import { gatedVision } from '../../test/gated-vision.ts';
import { garmentJpeg } from '../../test/test-images.ts';
import { addItems } from '../../test/wardrobe-fixtures.ts';

// The real models, counting their runs.
const gated = gatedVision();
const { app } = await createTestApp({ vision: gated.vision });

describe('Find similar in my wardrobe', () => {
  it("scans the entry's photo once, not on every look", async () => {
    const user = await asUser(app);
    await addItems(app, user, [{ name: 'Red tee', category: 'tops', color: 'Red' }]);
    const created = await user.postForm('/api/style-diary', { title: 'Bright look' }, [
      {
        field: 'image',
        filename: 'look.jpg',
        contentType: 'image/jpeg',
        bytes: await garmentJpeg({ color: '#d01c2a' }),
      },
    ]);
    const entry = expectJson<DiaryEntry>(created, 201);

    const runs = gated.models.runs;
    const similar = () => user.get(`/api/style-diary/${entry.id}/similar`);
    const looks = [await similar(), ...(await Promise.all([similar(), similar()]))];
    for (const look of looks) {
      expect(look.statusCode).toBe(200);
      // The colour read in the photo is what the piece shares.
      expect(look.json<SimilarPiece[]>()[0]).toMatchObject({
        name: 'Red tee',
        reason: 'Shares red',
      });
    }
    expect(gated.models.runs).toBe(runs + 1);
  });
});
