import type { WardrobeItem } from '@contract/wardrobe.ts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ada, deferred, json, mockFetch, userRoute } from '@/test/fetch-mock.ts';
import { renderApp } from '@/test/render-app.tsx';
import { AddItemDialog } from './components/add-item-dialog.tsx';
import { aPhoto, aScan, anItem } from '@/test/fixtures/wardrobe-items.ts';

// Each case renders the real app; a busy machine (the whole suite in parallel) can take a while.
const UI_TEST_TIMEOUT_MS = 20_000;

const CUTOUT = {
  dataUrl: 'data:image/webp;base64,UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==',
  width: 300,
  height: 420,
};

const toasts = () => screen.getByRole('region', { name: /Notifications/, hidden: true });

const trousers = anItem({
  name: 'Navy trousers',
  category: 'bottoms',
  displayImage: 'cutout',
  imageUrl: '/api/blobs/u/cut.webp',
  thumbnailUrl: '/api/blobs/u/cut-thumb.webp',
  originalImageUrl: '/api/blobs/u/photo.webp',
  originalThumbnailUrl: '/api/blobs/u/photo-thumb.webp',
  cutoutImageUrl: '/api/blobs/u/cut.webp',
  cutoutThumbnailUrl: '/api/blobs/u/cut-thumb.webp',
  aiTags: {
    provider: 'local',
    colors: ['Navy'],
    category: 'bottoms',
    subcategory: 'trousers',
    style: [],
    analyzedAt: '2025-03-01T10:00:00.000Z',
    models: ['u2netp', 'fashion-mnist-mlp-int8'],
    confidence: 0.97,
    lowConfidence: false,
  },
});
const showingOriginal: WardrobeItem = {
  ...trousers,
  displayImage: 'original',
  imageUrl: trousers.originalImageUrl,
  thumbnailUrl: trousers.originalThumbnailUrl,
};
const plainPhoto = anItem({
  name: 'Old scarf',
  category: 'accessories',
  imageUrl: '/api/blobs/u/scarf.webp',
  thumbnailUrl: '/api/blobs/u/scarf-thumb.webp',
  originalImageUrl: '/api/blobs/u/scarf.webp',
  originalThumbnailUrl: '/api/blobs/u/scarf-thumb.webp',
});

describe('item detail: Original / Cut-out', { timeout: UI_TEST_TIMEOUT_MS }, () => {
  it('switches the shown image with PUT displayImage, at once, and back', async () => {
    let stored = trousers;
    const { requests } = mockFetch({
      ...userRoute(ada),
      'GET /api/wardrobe': () => json(200, [stored]),
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
      [`PUT /api/wardrobe/${trousers.id}`]: () =>
        json(409, { message: 'This item has no cut-out to show' }),
    });
    const user = userEvent.setup();
    renderApp({ path: `/wardrobe/${trousers.id}` });
    const detail = await screen.findByRole('dialog', { name: 'Navy trousers' });
    await user.click(within(detail).getByRole('button', { name: 'Original' }));
    expect(await within(toasts()).findByText('Failed to update item')).toBeInTheDocument();
    expect(within(toasts()).getByText('This item has no cut-out to show')).toBeInTheDocument();
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
    expect(await within(toasts()).findByText('Background removed')).toBeInTheDocument();
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

describe('add dialog: the cut-out and an unsure guess', { timeout: UI_TEST_TIMEOUT_MS }, () => {
  function renderDialog() {
    const user = userEvent.setup();
    renderApp({ ui: <AddItemDialog open onOpenChange={vi.fn()} /> });
    return { user, form: within(screen.getByRole('dialog', { name: 'Add New Wardrobe Item' })) };
  }

  function sentForm(requests: { method: string; url: string; body: unknown }[]): FormData {
    const request = requests.find((r) => r.method === 'POST' && r.url === '/api/wardrobe');
    expect(request, 'POST /api/wardrobe was sent').toBeDefined();
    return request!.body as FormData;
  }

  it('shows the cut-out as soon as the scan answers, and sends the picture the person picked', async () => {
    const scan = deferred<Response>();
    const { requests } = mockFetch({
      ...userRoute(ada),
      'POST /api/wardrobe/scan': () => scan.promise,
      'GET /api/preferences': () => json(200, { autoCutout: true }),
      'POST /api/wardrobe': () => json(201, trousers),
      'GET /api/wardrobe': () => json(200, [trousers]),
    });
    const { user, form } = renderDialog();
    await user.upload(form.getByLabelText('Item photo'), aPhoto());
    await form.findByText('Analyzing with AI...');
    expect(form.queryByRole('img', { name: /background removed/ })).not.toBeInTheDocument();

    scan.resolve(
      json(
        200,
        aScan({
          detectedName: 'Navy Trousers',
          itemName: 'Navy Trousers',
          category: 'bottoms',
          subcategory: 'trousers',
          confidence: { category: 0.97, color: 0.9 },
          lowConfidence: false,
          cutout: CUTOUT,
        }),
      ),
    );
    const cutout = await form.findByRole('img', { name: 'Chosen item photo, background removed' });
    expect(cutout).toHaveAttribute('src', CUTOUT.dataUrl);
    expect(form.getByLabelText(/^Item Name/)).toHaveValue('Navy Trousers');
    expect(form.getByLabelText(/^Category/)).toHaveTextContent('Bottoms');
    expect(form.getByLabelText(/^Subcategory/)).toHaveValue('trousers');
    const choice = form.getByRole('group', { name: 'Show in wardrobe' });
    await waitFor(() =>
      expect(within(choice).getByRole('button', { name: 'Cut-out' })).toHaveAttribute(
        'aria-pressed',
        'true',
      ),
    );

    await user.click(within(choice).getByRole('button', { name: 'Original' }));
    expect(within(choice).getByRole('button', { name: 'Original' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await user.click(form.getByRole('button', { name: 'Add to Wardrobe' }));
    await within(toasts()).findByText('Item added successfully!');
    expect(sentForm(requests).get('displayImage')).toBe('original');
  });

  it('starts from the original when automatic cut-outs are off, and leaves the choice to the setting', async () => {
    const { requests } = mockFetch({
      ...userRoute(ada),
      'POST /api/wardrobe/scan': () => json(200, aScan({ cutout: CUTOUT })),
      'GET /api/preferences': () => json(200, { autoCutout: false }),
      'POST /api/wardrobe': () => json(201, plainPhoto),
      'GET /api/wardrobe': () => json(200, [plainPhoto]),
    });
    const { user, form } = renderDialog();
    await user.upload(form.getByLabelText('Item photo'), aPhoto());
    const choice = await form.findByRole('group', { name: 'Show in wardrobe' });
    await waitFor(() =>
      expect(within(choice).getByRole('button', { name: 'Original' })).toHaveAttribute(
        'aria-pressed',
        'true',
      ),
    );
    await user.click(await screen.findByRole('combobox', { name: /^Category/ }));
    await user.click(await screen.findByRole('option', { name: 'Accessories' }));
    await user.click(form.getByRole('button', { name: 'Add to Wardrobe' }));
    await within(toasts()).findByText('Item added successfully!');
    expect(sentForm(requests).has('displayImage')).toBe(false);
  });

  it("offers a low-confidence category as 'Looks like: …?' even when its number is high", async () => {
    mockFetch({
      ...userRoute(ada),
      'POST /api/wardrobe/scan': () =>
        json(
          200,
          aScan({
            detectedName: 'Navy Pullover',
            itemName: 'Navy Pullover',
            category: 'tops',
            subcategory: 'pullover',
            confidence: { category: 0.86, color: 0.9 },
            lowConfidence: true,
            cutout: CUTOUT,
          }),
        ),
      'GET /api/preferences': () => json(200, { autoCutout: true }),
    });
    const { user, form } = renderDialog();
    await user.upload(form.getByLabelText('Item photo'), aPhoto());
    const suggestion = await form.findByText(/Looks like: Tops \(pullover\)\? The AI isn.t sure/);
    expect(suggestion).toBeInTheDocument();
    // A suggestion, not a fact: the fields stay open for the person to fill.
    expect(form.getByLabelText(/^Category/)).toHaveTextContent('Select a category');
    expect(form.getByLabelText(/^Subcategory/)).toHaveValue('');

    await user.click(form.getByRole('button', { name: 'Use it' }));
    expect(form.getByLabelText(/^Category/)).toHaveTextContent('Tops');
    expect(form.getByLabelText(/^Subcategory/)).toHaveValue('pullover');
    expect(form.queryByText(/Looks like:/)).not.toBeInTheDocument();

    // Still a normal, editable choice.
    await user.click(form.getByLabelText(/^Category/));
    await user.click(await screen.findByRole('option', { name: 'Outerwear' }));
    expect(form.getByLabelText(/^Category/)).toHaveTextContent('Outerwear');
  });
});
