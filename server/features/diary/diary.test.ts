import { readdirSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import type { DiaryEntry, SimilarPiece } from '../../../contract/diary.ts';
import { IMAGE_MAX_BYTES } from '../../../contract/wardrobe.ts';
import { asUser, expectJson, type UserApi } from '../../test/api-client.ts';
import { createTestApp, type TestContext } from '../../test/create-test-app.ts';
import type { FormFile } from '../../test/multipart-form.ts';
import { garmentJpeg, jpegWithGps, pngClaimingSize } from '../../test/test-images.ts';
import { addItems } from '../../test/wardrobe-fixtures.ts';

let ctx: TestContext;
let alice: UserApi;
let bob: UserApi;

beforeAll(async () => {
  ctx = await createTestApp();
  alice = await asUser(ctx.app);
  bob = await asUser(ctx.app);
});

const filesStored = () =>
  readdirSync(ctx.uploadsDir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile())
    .length;

const post = (user: UserApi, fields: Record<string, string>, files: FormFile[] = []) =>
  user.postForm('/api/style-diary', fields, files);

const photo = (bytes: Buffer, contentType = 'image/jpeg'): FormFile => ({
  field: 'image',
  filename: 'look.jpg',
  contentType,
  bytes,
});

const list = async (user: UserApi) => expectJson<DiaryEntry[]>(await user.get('/api/style-diary'));

const patch = (user: UserApi, id: string, payload: Record<string, unknown>) =>
  user.patch(`/api/style-diary/${id}`, payload);

describe('style diary', () => {
  it('adds an entry with a photo (metadata stripped, thumbnail) and tags from JSON text', async () => {
    const response = await post(
      alice,
      {
        title: '  Linen summer look ',
        description: 'Loose navy linen',
        sourceType: 'pinterest',
        sourceUrl: 'https://www.pinterest.com/pin/123',
        tags: JSON.stringify(['linen', ' summer ', '', 'Linen']),
        notes: 'Try with white trainers',
        userId: bob.user.id,
      },
      [photo(await jpegWithGps())],
    );
    expect(response.statusCode).toBe(201);
    const entry = response.json<DiaryEntry>();
    expect(entry).toMatchObject({
      userId: alice.user.id,
      title: 'Linen summer look',
      sourceType: 'pinterest',
      tags: ['linen', 'summer'],
      isFavorite: false,
    });
    expect(entry.imageUrl).toMatch(/^\/api\/blobs\//);
    expect(entry.thumbnailUrl).not.toBe(entry.imageUrl);
    const image = await alice.get(entry.imageUrl!);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
    expect(image.rawPayload.includes(Buffer.from('TestCam'))).toBe(false);
  });

  it('defaults the source to web and needs no photo', async () => {
    const response = await post(alice, { title: 'Quiet tailoring' });
    expect(response.statusCode).toBe(201);
    expect(response.json<DiaryEntry>()).toMatchObject({
      sourceType: 'web',
      imageUrl: null,
      thumbnailUrl: null,
      tags: [],
    });
  });

  it('refuses bad input with a message and stores nothing', async () => {
    const before = (await list(alice)).length;
    const files = filesStored();
    const jpeg = await garmentJpeg();
    const cases: [Record<string, string>, FormFile[], number][] = [
      [{ title: '  ' }, [], 400],
      [{ title: 'x', sourceUrl: 'javascript:alert(1)' }, [], 400],
      [{ title: 'x', sourceUrl: 'data:text/html,<b>hi</b>' }, [], 400],
      [{ title: 'x', sourceType: 'tiktok' }, [], 400],
      [{ title: 'x', tags: 'not json' }, [], 400],
      [{ title: 'x' }, [photo(Buffer.from('plain text, not a picture'), 'image/png')], 415],
      [{ title: 'x' }, [photo(pngClaimingSize(20_000, 20_000), 'image/png')], 422],
      [{ title: 'x' }, [photo(Buffer.concat([jpeg, Buffer.alloc(IMAGE_MAX_BYTES)]))], 413],
      [{ title: 'x' }, [photo((await garmentJpeg()).subarray(0, 400))], 422],
    ];
    for (const [fields, upload, status] of cases) {
      const response = await post(alice, fields, upload);
      expect(response.statusCode, JSON.stringify(fields)).toBe(status);
      expect(response.json<{ message: string }>().message).not.toBe('');
    }
    expect((await list(alice)).length).toBe(before);
    expect(filesStored()).toBe(files);
  });

  it('refuses a good photo with a bad field before storing it', async () => {
    const files = filesStored();
    const response = await post(alice, { title: '' }, [photo(await garmentJpeg())]);
    expect(response.statusCode).toBe(400);
    expect(filesStored()).toBe(files);
  });

  it('lists only the user’s own entries, newest first', async () => {
    await post(bob, { title: 'Bob’s board' });
    const mine = await list(alice);
    expect(mine.map((e) => e.title)).toEqual(['Quiet tailoring', 'Linen summer look']);
    expect((await list(bob)).map((e) => e.title)).toEqual(['Bob’s board']);
  });

  it('toggles the favourite and edits any field; another user’s entry is 404', async () => {
    const [entry] = await list(alice);
    const favourite = await patch(alice, entry!.id, { isFavorite: true });
    expect(favourite.json<DiaryEntry>().isFavorite).toBe(true);
    const edited = await patch(alice, entry!.id, {
      notes: 'Wide trousers',
      tags: ['tailoring', 'grey'],
      sourceUrl: '',
    });
    expect(edited.json<DiaryEntry>()).toMatchObject({
      notes: 'Wide trousers',
      tags: ['tailoring', 'grey'],
      sourceUrl: null,
      isFavorite: true,
    });
    expect((await patch(alice, entry!.id, { sourceUrl: 'javascript:void(0)' })).statusCode).toBe(
      400,
    );
    expect((await patch(alice, entry!.id, { isFavorite: 'yes' })).statusCode).toBe(400);
    expect((await patch(alice, entry!.id, { userId: bob.user.id })).statusCode).toBe(400);
    expect((await patch(bob, entry!.id, { isFavorite: false })).statusCode).toBe(404);
    expect((await patch(alice, 'not-an-id', { isFavorite: false })).statusCode).toBe(404);
  });

  it('finds the user’s own pieces that share the entry’s tags and colours', async () => {
    await addItems(ctx.app, alice, [
      { name: 'Navy linen shirt', category: 'tops', color: 'Navy', tags: ['linen'] },
      { name: 'Black jeans', category: 'bottoms', color: 'Black' },
      { name: 'White trainers', category: 'shoes', color: 'White' },
    ]);
    await addItems(ctx.app, bob, [
      { name: 'Navy linen blazer', category: 'outerwear', color: 'Navy' },
    ]);
    const linen = (await list(alice)).find((e) => e.title === 'Linen summer look')!;
    const response = await alice.get(`/api/style-diary/${linen.id}/similar`);
    expect(response.statusCode).toBe(200);
    const pieces = response.json<SimilarPiece[]>();
    expect(pieces[0]).toMatchObject({ name: 'Navy linen shirt' });
    expect(pieces[0]!.reason).toMatch(/linen/);
    expect(pieces.map((p) => p.name)).not.toContain('Black jeans');
    expect(pieces.map((p) => p.name)).not.toContain('Navy linen blazer');
    const foreign = await bob.get(`/api/style-diary/${linen.id}/similar`);
    expect(foreign.statusCode).toBe(404);
  });

  it('deletes the entry and its photo files; another user cannot', async () => {
    const withPhoto = (await list(alice)).find((e) => e.imageUrl)!;
    const files = filesStored();
    const del = (user: UserApi) => user.delete(`/api/style-diary/${withPhoto.id}`);
    expect((await del(bob)).statusCode).toBe(404);
    expect((await del(alice)).statusCode).toBe(204);
    expect(filesStored()).toBe(files - 2);
    expect((await del(alice)).statusCode).toBe(404);
  });
});
