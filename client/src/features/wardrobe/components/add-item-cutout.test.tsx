import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ada, deferred, json, mockFetch, userRoute } from '@/test/fetch-mock.ts';
import { renderApp } from '@/test/render-app.tsx';
import { aPhoto, aScan } from '@/test/fixtures/wardrobe-items.ts';
import { CUTOUT, plainPhoto, trousers } from '@/test/fixtures/cutout-items.ts';
import { AddItemDialog } from './add-item-dialog.tsx';

// Each case renders the real app; a busy machine (the whole suite in parallel) can take a while.
const UI_TEST_TIMEOUT_MS = 20_000;

const toasts = () => screen.findByRole('region', { name: /Notifications/, hidden: true });

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
    await within(await toasts()).findByText('Item added successfully!');
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
    await within(await toasts()).findByText('Item added successfully!');
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
