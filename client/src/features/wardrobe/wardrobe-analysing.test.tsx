import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ada, json, mockFetch, userRoute } from '@/test/fetch-mock.ts';
import { renderApp } from '@/test/render-app.tsx';
import { plainPhoto, trousers } from '@/test/fixtures/cutout-items.ts';
import { ANALYSING_POLL_MS } from './api.ts';

const UI_TEST_TIMEOUT_MS = 20_000;

// Just uploaded: the photo as taken, nothing read yet.
const analysing = {
  ...trousers,
  displayImage: 'original' as const,
  imageUrl: trousers.originalImageUrl,
  thumbnailUrl: trousers.originalThumbnailUrl,
  cutoutImageUrl: null,
  cutoutThumbnailUrl: null,
  aiTags: null,
  analysing: true,
};

describe('wardrobe: a photo still being read', { timeout: UI_TEST_TIMEOUT_MS }, () => {
  it('shows the plain photo with "Analysing…", then the cut-out once it lands, and stops asking', async () => {
    let answers = 0;
    const { requests } = mockFetch({
      ...userRoute(ada),
      'GET /api/wardrobe': () => {
        answers += 1;
        // The second answer has the reading in it.
        return json(200, [answers < 2 ? analysing : { ...trousers, analysing: false }, plainPhoto]);
      },
    });
    renderApp({ path: '/wardrobe' });
    const photo = await screen.findByRole('img', { name: 'Navy trousers' });
    expect(photo).toHaveAttribute('src', trousers.originalThumbnailUrl);
    expect(screen.getByRole('status')).toHaveTextContent('Analysing…');

    await waitFor(
      () =>
        expect(screen.getByRole('img', { name: 'Navy trousers' })).toHaveAttribute(
          'src',
          trousers.cutoutThumbnailUrl,
        ),
      { timeout: ANALYSING_POLL_MS * 3 },
    );
    expect(screen.queryByText('Analysing…')).not.toBeInTheDocument();
    expect(screen.getAllByText('AI Tagged').length).toBeGreaterThan(0);

    // Nothing pending: no more polling.
    const asked = requests.filter((r) => r.url === '/api/wardrobe').length;
    await new Promise((resolve) => setTimeout(resolve, ANALYSING_POLL_MS * 2));
    expect(requests.filter((r) => r.url === '/api/wardrobe')).toHaveLength(asked);
  });
});
