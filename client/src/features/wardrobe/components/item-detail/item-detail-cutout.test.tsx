import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ada, json, mockFetch, userRoute } from '@/test/fetch-mock.ts';
import { renderApp } from '@/test/render-app.tsx';
import { wearHistoryRoutes } from '@/test/fixtures/wear-history.ts';
import { plainPhoto, showingOriginal, trousers } from '@/test/fixtures/cutout-items.ts';

// Each case renders the real app; a busy machine (the whole suite in parallel) can take a while.
const UI_TEST_TIMEOUT_MS = 20_000;

const toasts = () => screen.findByRole('region', { name: /Notifications/, hidden: true });

describe('item detail: Original / Cut-out', { timeout: UI_TEST_TIMEOUT_MS }, () => {
  it('switches the shown image with PUT displayImage, at once, and back', async () => {
    let stored = trousers;
    const { requests } = mockFetch({
      ...userRoute(ada),
      'GET /api/wardrobe': () => json(200, [stored]),
      ...wearHistoryRoutes([stored]),
      [`PUT /api/wardrobe/${trousers.id}`]: (request) => {
        const { displayImage } = request.body as { displayImage: 'original' | 'cutout' };
        stored = displayImage === 'original' ? showingOriginal : trousers;
        return json(200, stored);
      },
    });
    const user = userEvent.setup();
    renderApp({ path: `/wardrobe/${trousers.id}` });
    const detail = await screen.findByRole('dialog', { name: 'Navy trousers' });
    const toggle = within(detail).getByRole('group', { name: 'Photo shown' });
    const photo = () => within(detail).getByRole('img', { name: 'Navy trousers' });
    expect(within(toggle).getByRole('button', { name: 'Cut-out' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(photo()).toHaveAttribute('src', trousers.cutoutImageUrl);

    await user.click(within(toggle).getByRole('button', { name: 'Original' }));
    expect(within(toggle).getByRole('button', { name: 'Original' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(photo()).toHaveAttribute('src', trousers.originalImageUrl);
    await waitFor(() =>
      expect(requests.filter((r) => r.method === 'PUT').map((r) => r.body)).toEqual([
        { displayImage: 'original' },
      ]),
    );
    await waitFor(() =>
      expect(requests.filter((r) => r.method === 'GET' && r.url === '/api/wardrobe').length).toBe(
        2,
      ),
    );
    expect(photo()).toHaveAttribute('src', trousers.originalImageUrl);

    // The same toggle is the undo.
    await user.click(within(toggle).getByRole('button', { name: 'Cut-out' }));
    await waitFor(() =>
      expect(requests.filter((r) => r.method === 'PUT').at(-1)?.body).toEqual({
        displayImage: 'cutout',
      }),
    );
    await waitFor(() => expect(photo()).toHaveAttribute('src', trousers.cutoutImageUrl));
  });

  it('puts the stored choice back and says so when the switch is refused', async () => {
    mockFetch({
      ...userRoute(ada),
      'GET /api/wardrobe': () => json(200, [trousers]),
      ...wearHistoryRoutes([trousers]),
      [`PUT /api/wardrobe/${trousers.id}`]: () =>
        json(409, { message: 'This item has no cut-out to show' }),
    });
    const user = userEvent.setup();
    renderApp({ path: `/wardrobe/${trousers.id}` });
    const detail = await screen.findByRole('dialog', { name: 'Navy trousers' });
    await user.click(within(detail).getByRole('button', { name: 'Original' }));
    expect(await within(await toasts()).findByText('Failed to update item')).toBeInTheDocument();
    expect(
      within(await toasts()).getByText('This item has no cut-out to show'),
    ).toBeInTheDocument();
    expect(within(detail).getByRole('button', { name: 'Cut-out' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('has no toggle for an item without a cut-out, and offers to remove its background', async () => {
    let stored = plainPhoto;
    const { requests } = mockFetch({
      ...userRoute(ada),
      'GET /api/wardrobe': () => json(200, [stored]),
      ...wearHistoryRoutes([stored]),
      [`POST /api/wardrobe/${plainPhoto.id}/cutout`]: () => {
        stored = {
          ...plainPhoto,
          displayImage: 'cutout',
          imageUrl: '/api/blobs/u/scarf-cut.webp',
          thumbnailUrl: '/api/blobs/u/scarf-cut-thumb.webp',
          cutoutImageUrl: '/api/blobs/u/scarf-cut.webp',
          cutoutThumbnailUrl: '/api/blobs/u/scarf-cut-thumb.webp',
        };
        return json(200, stored);
      },
    });
    const user = userEvent.setup();
    renderApp({ path: `/wardrobe/${plainPhoto.id}` });
    const detail = await screen.findByRole('dialog', { name: 'Old scarf' });
    expect(within(detail).getByRole('img', { name: 'Old scarf' })).toBeInTheDocument();
    expect(within(detail).queryByRole('group', { name: 'Photo shown' })).not.toBeInTheDocument();

    await user.click(within(detail).getByRole('button', { name: 'Remove background' }));
    expect(await within(await toasts()).findByText('Background removed')).toBeInTheDocument();
    expect(requests.some((r) => r.method === 'POST' && r.url.endsWith('/cutout'))).toBe(true);
    const toggle = await within(detail).findByRole('group', { name: 'Photo shown' });
    expect(within(toggle).getByRole('button', { name: 'Cut-out' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(within(detail).getByRole('img', { name: 'Old scarf' })).toHaveAttribute(
      'src',
      '/api/blobs/u/scarf-cut.webp',
    );
    expect(
      within(detail).queryByRole('button', { name: 'Remove background' }),
    ).not.toBeInTheDocument();
  });
});
