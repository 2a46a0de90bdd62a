import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ada, json, mockFetch, userRoute } from '@/test/fetch-mock.ts';
import { renderApp } from '@/test/render-app.tsx';
import { plainPhoto, trousers } from '@/test/fixtures/cutout-items.ts';

// Each case renders the real app; a busy machine (the whole suite in parallel) can take a while.
const UI_TEST_TIMEOUT_MS = 20_000;

describe('wardrobe: the cards and the photo setting', { timeout: UI_TEST_TIMEOUT_MS }, () => {
  it('shows the displayed thumbnail on each card', async () => {
    mockFetch({
      ...userRoute(ada),
      'GET /api/wardrobe': () => json(200, [trousers, plainPhoto]),
    });
    renderApp({ path: '/wardrobe' });
    const cut = await screen.findByRole('img', { name: 'Navy trousers' });
    expect(cut).toHaveAttribute('src', trousers.cutoutThumbnailUrl);
    expect(screen.getByRole('img', { name: 'Old scarf' })).toHaveAttribute(
      'src',
      plainPhoto.originalThumbnailUrl,
    );
  });

  it("turns 'Remove backgrounds automatically' off and on through /api/preferences", async () => {
    let autoCutout = true;
    const { requests } = mockFetch({
      ...userRoute(ada),
      'GET /api/wardrobe': () => json(200, []),
      'GET /api/preferences': () => json(200, { autoCutout }),
      'PUT /api/preferences': (request) => {
        autoCutout = (request.body as { autoCutout: boolean }).autoCutout;
        return json(200, { autoCutout });
      },
    });
    const user = userEvent.setup();
    renderApp({ path: '/wardrobe' });
    await screen.findByText('Your wardrobe is empty');
    expect(requests.some((r) => r.url === '/api/preferences')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Photo settings' }));
    const setting = await screen.findByRole('switch', { name: 'Remove backgrounds automatically' });
    await waitFor(() => expect(setting).toBeChecked());
    await user.click(setting);
    expect(setting).not.toBeChecked();
    await waitFor(() =>
      expect(requests.find((r) => r.method === 'PUT')?.body).toEqual({ autoCutout: false }),
    );
    await user.click(setting);
    await waitFor(() => expect(autoCutout).toBe(true));
    expect(setting).toBeChecked();
  });
});
