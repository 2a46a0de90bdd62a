import type { Post } from '@contract/community.ts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ada, json, mockFetch, userRoute } from '@/test/fetch-mock.ts';
import { anOutfit } from '@/test/fixtures/outfits.ts';
import { renderApp } from '@/test/render-app.tsx';
import { renderGenerator } from '@/test/render-generator.ts';

const FEED_URL = 'GET /api/community/posts?filter=for-you&limit=20';
const EMPTY: Post[] = [];

describe('sharing a saved outfit to the community', () => {
  it("goes from the outfit card's Share to the Share a look dialog with that outfit chosen", async () => {
    const other = anOutfit({ id: '10000000-0000-4000-8000-0000000000a1', name: 'Gym look' });
    const outfit = anOutfit({ id: '10000000-0000-4000-8000-0000000000a2', name: 'Date look' });
    const { user, requests } = renderGenerator({
      outfits: [other, outfit],
      routes: {
        [FEED_URL]: () => json(200, EMPTY),
        'POST /api/community/posts': () => json(500, { message: 'not under test' }),
      },
    });
    const card = await screen.findByRole('article', { name: 'Date look' }, { timeout: 5000 });
    await user.click(within(card).getByRole('link', { name: 'Share' }));

    const dialog = await screen.findByRole('dialog', { name: 'Share a look' }, { timeout: 5000 });
    expect(await within(dialog).findByRole('radio', { name: /Date look/ })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    expect(within(dialog).getByRole('radio', { name: /Gym look/ })).toHaveAttribute(
      'aria-checked',
      'false',
    );
    await user.type(within(dialog).getByLabelText('Caption'), 'Friday');
    await user.click(within(dialog).getByRole('button', { name: 'Share' }));
    await waitFor(() =>
      expect(requests.find((r) => r.method === 'POST')?.body).toMatchObject({
        outfitId: outfit.id,
        caption: 'Friday',
      }),
    );
  });

  it('does not choose an outfit that is not one of mine, and the header button starts empty', async () => {
    const mine = anOutfit({ id: '10000000-0000-4000-8000-0000000000b1', name: 'Date look' });
    const { requests } = mockFetch({
      ...userRoute(ada),
      [FEED_URL]: () => json(200, EMPTY),
      'GET /api/outfits': () => json(200, [mine]),
    });
    const user = userEvent.setup();
    const { currentPath } = renderApp({
      path: '/community?share=10000000-0000-4000-8000-00000000dead',
    });

    const dialog = await screen.findByRole('dialog', { name: 'Share a look' }, { timeout: 5000 });
    const radio = await within(dialog).findByRole('radio', { name: /Date look/ });
    expect(radio).toHaveAttribute('aria-checked', 'false');
    // The query is cleared in place: a reload or Back does not reopen the dialog.
    await waitFor(() => expect(currentPath()).toBe('/community'));
    await user.click(within(dialog).getByRole('button', { name: 'Share' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Choose one of your saved outfits',
    );
    expect(requests.some((r) => r.method === 'POST')).toBe(false);
  });
});
