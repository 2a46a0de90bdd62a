import { NO_GARMENT_MESSAGE } from '@contract/wardrobe-values.ts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ada, json, mockFetch, userRoute, type RecordedRequest } from '@/test/fetch-mock.ts';
import { renderApp } from '@/test/render-app.tsx';
import { aPhoto, aScan, anItem } from '@/test/fixtures/wardrobe-items.ts';
import { BulkAddDialog } from './bulk-add-dialog.tsx';

// Each case renders the real app; a busy machine (the whole suite in parallel) can take a while.
const UI_TEST_TIMEOUT_MS = 20_000;

const fileName = (request: RecordedRequest) =>
  ((request.body as FormData).get('image') as File).name;

/** The case: white sneakers read, unsure, as a bag. */
const unsureBag = aScan({
  detectedName: 'White Bag',
  itemName: 'White Bag',
  category: 'accessories',
  subcategory: 'Bag',
  color: 'White',
  confidence: { category: 0.45, color: 0.9 },
  lowConfidence: true,
  unsure: ['category', 'subcategory', 'name'],
  scanToken: 'token-bag',
});
const sureShirt = aScan({
  detectedName: 'Navy Shirt',
  category: 'tops',
  confidence: { category: 0.95, color: 0.9 },
  unsure: [],
  scanToken: 'token-shirt',
});

function renderBulk() {
  const onOpenChange = vi.fn();
  const fetch = mockFetch({
    ...userRoute(ada),
    'POST /api/wardrobe/scan': (request) => {
      const name = fileName(request);
      if (name === 'wall.png') return json(422, { message: NO_GARMENT_MESSAGE });
      return json(200, name === 'sneakers.png' ? unsureBag : sureShirt);
    },
    'POST /api/wardrobe': (request) =>
      json(201, anItem({ name: String((request.body as FormData).get('name')) })),
    'GET /api/wardrobe': () => json(200, []),
  });
  const user = userEvent.setup();
  renderApp({ ui: <BulkAddDialog open onOpenChange={onOpenChange} /> });
  const saves = () =>
    fetch.requests.filter((r) => r.method === 'POST' && r.url === '/api/wardrobe');
  return { user, onOpenChange, saves };
}

const dialog = () => within(screen.getByRole('dialog', { name: 'Add many items' }));
const row = (name: string) => within(dialog().getByRole('listitem', { name }));

describe('Add many items: nothing unsure is saved unasked', { timeout: UI_TEST_TIMEOUT_MS }, () => {
  it('holds a low-confidence guess for review, then saves what the person confirmed, reusing the scan', async () => {
    const { user, saves } = renderBulk();
    await user.upload(dialog().getByLabelText('Photos to add'), [
      aPhoto('sneakers.png'),
      aPhoto('shirt.png'),
    ]);
    await waitFor(() => expect(row('shirt.png').getByText('Added')).toBeInTheDocument());
    await waitFor(() =>
      expect(row('sneakers.png').getByText('Please confirm')).toBeInTheDocument(),
    );
    expect(row('sneakers.png').getByText(/AI is unsure/)).toBeInTheDocument();
    // Only the sure shirt was saved, with its scan's token so the server does not read it again.
    expect(saves()).toHaveLength(1);
    expect((saves()[0]!.body as FormData).get('scanToken')).toBe('token-shirt');

    const name = row('sneakers.png').getByRole('textbox', { name: 'Name for sneakers.png' });
    expect(name).toHaveValue('White Bag');
    await user.clear(name);
    await user.type(name, 'White Sneakers');
    await user.click(row('sneakers.png').getByRole('combobox', { name: /Category for/ }));
    await user.click(await screen.findByRole('option', { name: 'Shoes' }));
    await user.click(row('sneakers.png').getByRole('button', { name: 'Add item' }));

    await waitFor(() => expect(row('sneakers.png').getByText('Added')).toBeInTheDocument());
    const body = saves().at(-1)!.body as FormData;
    expect([body.get('name'), body.get('category'), body.get('scanToken')]).toEqual([
      'White Sneakers',
      'shoes',
      'token-bag',
    ]);
  });

  it('asks for name and category of a photo with no garment in it, saving nothing meanwhile', async () => {
    const { user, saves } = renderBulk();
    await user.upload(dialog().getByLabelText('Photos to add'), [aPhoto('wall.png')]);
    await waitFor(() => expect(row('wall.png').getByText('Please confirm')).toBeInTheDocument());
    expect(row('wall.png').getByText(/No garment found/)).toBeInTheDocument();
    expect(row('wall.png').getByRole('button', { name: 'Add item' })).toBeDisabled();
    expect(saves()).toHaveLength(0);
  });

  it('asks before closing over unsaved pieces (Close, Escape), and discards them only when told', async () => {
    const { user, onOpenChange, saves } = renderBulk();
    await user.upload(dialog().getByLabelText('Photos to add'), [aPhoto('sneakers.png')]);
    await waitFor(() =>
      expect(row('sneakers.png').getByText('Please confirm')).toBeInTheDocument(),
    );

    // The footer's Close (the corner X carries the same name).
    await user.click(dialog().getAllByRole('button', { name: 'Close' }).at(-1)!);
    const ask = await screen.findByRole('alertdialog', { name: 'Discard 1 piece?' });
    await user.click(within(ask).getByRole('button', { name: 'Keep reviewing' }));
    expect(onOpenChange).not.toHaveBeenCalled();
    expect(row('sneakers.png').getByText('Please confirm')).toBeInTheDocument();

    await user.keyboard('{Escape}');
    const again = await screen.findByRole('alertdialog', { name: 'Discard 1 piece?' });
    await user.click(within(again).getByRole('button', { name: 'Discard' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(saves()).toHaveLength(0);
  });
});
