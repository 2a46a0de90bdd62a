import { CAPTION_MAX, type Post } from '@contract/community.ts';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ada, json, mockFetch, userRoute } from '@/test/fetch-mock.ts';
import { renderApp } from '@/test/render-app.tsx';

const FEED_URL = '/api/community/posts?filter=for-you&limit=20';
/** The feed answers the list of posts (spec §7); one page, no next one. */
const page = (posts: Post[]) => posts;

const MINE: Post = {
  id: '20000000-0000-4000-8000-000000000002',
  outfitId: '10000000-0000-4000-8000-000000000002',
  authorId: ada.id,
  userName: 'Ada Lovelace',
  userInitials: 'AL',
  createdAt: new Date(Date.now() - 60_000).toISOString(),
  caption: 'Ready for Friday',
  imageUrl: null,
  hashtags: ['datenight'],
  occasion: 'date',
  items: ['Navy Tee'],
  likes: 0,
  comments: 0,
  shares: 0,
  isLiked: false,
  isSaved: false,
  isMine: true,
  followsAuthor: false,
};
const THEIRS: Post = {
  ...MINE,
  id: '20000000-0000-4000-8000-000000000003',
  authorId: '30000000-0000-4000-8000-000000000001',
  userName: 'Grace Hopper',
  isMine: false,
};

describe('editing a post', () => {
  it('offers Edit on my post only, checks the fields, and PATCHes caption and hashtags', async () => {
    const { requests } = mockFetch({
      ...userRoute(ada),
      [`GET ${FEED_URL}`]: () => json(200, page([MINE, THEIRS])),
      [`PATCH /api/community/posts/${MINE.id}`]: () =>
        json(200, { ...MINE, caption: 'Sunday brunch', hashtags: ['brunch', 'linen'] }),
    });
    const user = userEvent.setup();
    renderApp({ path: '/community' });

    const mine = await screen.findByRole(
      'article',
      { name: 'Post by Ada Lovelace' },
      { timeout: 5000 },
    );
    const theirs = screen.getByRole('article', { name: 'Post by Grace Hopper' });
    expect(within(theirs).queryByRole('button', { name: 'Edit post' })).toBeNull();

    await user.click(within(mine).getByRole('button', { name: 'Edit post' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit post' });
    const caption = within(dialog).getByLabelText('Caption');
    const tags = within(dialog).getByLabelText('Hashtags (comma separated)');
    expect(caption).toHaveValue('Ready for Friday');
    expect(tags).toHaveValue('datenight');

    // A bad hashtag is refused in the contract's words, without a request.
    await user.clear(tags);
    await user.type(tags, 'not ok!');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText('Hashtags hold letters, digits and underscores only'),
    ).toBeInTheDocument();
    // maxLength stops typing; a pasted overlong caption is still refused by the schema.
    fireEvent.change(caption, { target: { value: 'x'.repeat(CAPTION_MAX + 1) } });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText(`Caption must be at most ${CAPTION_MAX} characters`),
    ).toBeInTheDocument();
    expect(requests.some((r) => r.method === 'PATCH')).toBe(false);

    await user.clear(caption);
    await user.type(caption, '  Sunday brunch ');
    await user.clear(tags);
    await user.type(tags, '#Brunch linen');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Post updated')).toBeInTheDocument();
    const patch = requests.find((r) => r.method === 'PATCH');
    expect(patch?.body).toEqual({ caption: 'Sunday brunch', hashtags: ['brunch', 'linen'] });
    expect(screen.queryByRole('dialog', { name: 'Edit post' })).toBeNull();
  });
});
