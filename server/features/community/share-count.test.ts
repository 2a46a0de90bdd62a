import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { socialPosts } from '../../db/schema.ts';
import { asUser, expectJson, type UserApi } from '../../test/api-client.ts';
import { createTestApp } from '../../test/create-test-app.ts';
import { entityFactories } from '../../test/entity-factories.ts';

// One account must not inflate what everyone sees: a post's shares count each person once,
// however many requests they send.
const { app, db } = await createTestApp();
const make = entityFactories(db);

it("counts a post's shares once per person", async () => {
  const [author, fan, other] = [await asUser(app), await asUser(app), await asUser(app)];
  const post = await make.post(author);
  const share = async (user: UserApi) =>
    expectJson<{ shares: number }>(await user.post(`/api/community/posts/${post.id}/share`), 200)
      .shares;

  const answers = await Promise.all(Array.from({ length: 8 }, () => share(fan)));
  expect(answers).toEqual(Array(8).fill(1));
  expect(await share(fan)).toBe(1);
  expect(await share(other)).toBe(2);
  expect(await share(author)).toBe(3);
  const [row] = await db.select().from(socialPosts).where(eq(socialPosts.id, post.id));
  expect(row!.shares).toBe(3);
  // A post that is not there is still a 404.
  const gone = await fan.post(`/api/community/posts/${crypto.randomUUID()}/share`);
  expect(gone.statusCode).toBe(404);
});
