// Community: the demo account shares three of its own saved outfits, a few days apart. Only its
// own posts: a seeded instance never gets made-up users.
import type { Post } from '../../../contract/community.ts';
import { FEED_LIMIT_MAX } from '../../../contract/community.ts';
import { daysAgoAt, outfitOf, type StoryContext } from './story-context.ts';

interface DemoPost {
  outfit: string;
  caption: string;
  hashtags: string[];
  postedDaysAgo: number;
}

export const DEMO_POSTS: readonly DemoPost[] = [
  {
    outfit: 'Weekend Uniform',
    caption:
      'The outfit I reach for when I cannot decide. Stripes, straight jeans, white sneakers: ' +
      'my most-worn look this year and it still feels like me.',
    hashtags: ['casual', 'weekend', 'breton'],
    postedDaysAgo: 9,
  },
  {
    outfit: 'Monday Meetings',
    caption:
      'Monday armour: navy blazer, a pressed oxford and tan loafers. Nothing loud, everything ' +
      'fits, and the belt ties the browns together.',
    hashtags: ['officewear', 'tailoring', 'capsule'],
    postedDaysAgo: 5,
  },
  {
    outfit: 'Dinner in Town',
    caption:
      'Little black dress, biker jacket on top so it does not take itself too seriously. ' +
      'Court heels for the photo, flats in the bag for the walk home.',
    hashtags: ['datenight', 'lbd'],
    postedDaysAgo: 1,
  },
];

/** Every post of the account's own on the feed (newest first, page by page through `Link`). */
async function myPosts(story: StoryContext): Promise<Post[]> {
  const posts: Post[] = [];
  let url: string | null = `/api/community/posts?limit=${FEED_LIMIT_MAX}`;
  while (url) {
    const page: { body: Post[]; next: string | null } = await story.client.expectPage<Post[]>(url);
    posts.push(...page.body.filter((post) => post.isMine));
    url = page.next;
  }
  return posts;
}

/** Shares the outfits not shared yet (a post is matched by its caption), dated days apart. */
export async function seedCommunity(story: StoryContext): Promise<number> {
  const captions = new Set((await myPosts(story)).map((post) => post.caption));
  let added = 0;
  for (const post of DEMO_POSTS) {
    if (captions.has(post.caption)) continue;
    const created = await story.client.expect<Post>('POST', '/api/community/posts', {
      json: {
        outfitId: outfitOf(story, post.outfit).id,
        caption: post.caption,
        hashtags: post.hashtags,
      },
    });
    await story.backdate('social_posts', created.id, daysAgoAt(story, post.postedDaysAgo, 19));
    added++;
  }
  return added;
}
