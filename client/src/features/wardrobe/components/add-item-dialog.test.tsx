import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { deferred, json, mockFetch, userRoute, ada } from '@/test/fetch-mock.ts';
import { renderApp } from '@/test/render-app.tsx';
import { aPhoto, aScan, anItem } from '@/test/fixtures/wardrobe-items.ts';
import { AddItemDialog } from './add-item-dialog.tsx';

// Each case renders the real app; a busy machine (the whole suite in parallel) can take a while.
const UI_TEST_TIMEOUT_MS = 20_000;

function renderDialog() {
  const onOpenChange = vi.fn();
  const user = userEvent.setup();
  renderApp({ ui: <AddItemDialog open onOpenChange={onOpenChange} /> });
  return { user, onOpenChange };
}

// The modal dialog hides the rest of the page (toasts included) from the accessibility tree.
const toasts = () => screen.findByRole('region', { name: /Notifications/, hidden: true });
const dialog = () => screen.getByRole('dialog', { name: 'Add New Wardrobe Item' });

async function chooseCategory(user: ReturnType<typeof userEvent.setup>, label: string) {
  await user.click(within(dialog()).getByLabelText(/^Category/));
  await user.click(await screen.findByRole('option', { name: label }));
}

function sentForm(requests: { method: string; url: string; body: unknown }[]): FormData {
  const request = requests.find((r) => r.method === 'POST' && r.url === '/api/wardrobe');
  expect(request, 'POST /api/wardrobe was sent').toBeDefined();
  expect(request!.body).toBeInstanceOf(FormData);
  return request!.body as FormData;
}

const created = () => json(201, anItem({ name: 'Linen shirt' }));

describe('Add New Wardrobe Item dialog', { timeout: UI_TEST_TIMEOUT_MS }, () => {
  it('asks for a name first, with the spec toast, and sends nothing', async () => {
    const { requests } = mockFetch({ ...userRoute(ada), 'POST /api/wardrobe': created });
    const { user } = renderDialog();

    await chooseCategory(user, 'Tops');
    await user.type(within(dialog()).getByLabelText(/^Item Name/), '   ');
    await user.click(screen.getByRole('button', { name: 'Add to Wardrobe' }));

    expect(await within(await toasts()).findByText('Name required')).toBeInTheDocument();
    expect(
      within(await toasts()).getByText('Please enter a name for your item.'),
    ).toBeInTheDocument();
    expect(requests.some((r) => r.url === '/api/wardrobe')).toBe(false);
  });

  it('asks for a category when a name is given, and sends nothing', async () => {
    const { requests } = mockFetch({ ...userRoute(ada), 'POST /api/wardrobe': created });
    const { user } = renderDialog();

    await user.type(within(dialog()).getByLabelText(/^Item Name/), 'Linen shirt');
    await user.click(screen.getByRole('button', { name: 'Add to Wardrobe' }));

    expect(await within(await toasts()).findByText('Category required')).toBeInTheDocument();
    expect(
      within(await toasts()).getByText('Please select a category for your item.'),
    ).toBeInTheDocument();
    expect(within(await toasts()).queryByText('Name required')).not.toBeInTheDocument();
    expect(requests.some((r) => r.url === '/api/wardrobe')).toBe(false);
  });

  it('sends dollars as cents and comma-separated tags as a trimmed JSON list', async () => {
    const pending = deferred<Response>();
    const { requests } = mockFetch({
      ...userRoute(ada),
      'POST /api/wardrobe': () => pending.promise,
      'GET /api/wardrobe': () => json(200, []),
    });
    const { user, onOpenChange } = renderDialog();
    const form = within(dialog());

    await user.type(form.getByLabelText(/^Item Name/), '  Linen shirt ');
    await chooseCategory(user, 'Tops');
    await user.type(form.getByLabelText('Subcategory'), 'Shirt');
    await user.type(form.getByLabelText('Brand'), 'Acme');
    await user.type(form.getByLabelText('Price (USD)'), '49.99');
    await user.type(form.getByLabelText('Tags (comma separated)'), ' summer , linen,, casual ');
    await user.click(form.getByRole('button', { name: 'Add to Wardrobe' }));

    const busy = await form.findByRole('button', { name: 'Adding Item...' });
    expect(busy).toBeDisabled();
    const sent = sentForm(requests);
    expect(sent.get('name')).toBe('Linen shirt');
    expect(sent.get('category')).toBe('tops');
    expect(sent.get('subcategory')).toBe('Shirt');
    expect(sent.get('brand')).toBe('Acme');
    expect(sent.get('price')).toBe('4999');
    expect(JSON.parse(String(sent.get('tags')))).toEqual(['summer', 'linen', 'casual']);
    expect(sent.has('color')).toBe(false);
    expect(sent.has('size')).toBe(false);
    expect(sent.has('image')).toBe(false);

    pending.resolve(created());
    expect(await within(await toasts()).findByText('Item added successfully!')).toBeInTheDocument();
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
  });

  it('rounds cents and leaves out a blank price and empty tags', async () => {
    const { requests } = mockFetch({
      ...userRoute(ada),
      'POST /api/wardrobe': created,
      'GET /api/wardrobe': () => json(200, []),
    });
    const { user } = renderDialog();
    const form = within(dialog());

    await user.type(form.getByLabelText(/^Item Name/), 'Tee');
    await chooseCategory(user, 'Tops');
    await user.type(form.getByLabelText('Tags (comma separated)'), ' , ,');
    await user.click(form.getByRole('button', { name: 'Add to Wardrobe' }));
    await within(await toasts()).findByText('Item added successfully!');
    const first = sentForm(requests);
    expect(first.has('price')).toBe(false);
    expect(first.has('tags')).toBe(false);
  });

  it('converts 19.5 dollars to 1950 cents', async () => {
    const { requests } = mockFetch({
      ...userRoute(ada),
      'POST /api/wardrobe': created,
      'GET /api/wardrobe': () => json(200, []),
    });
    const { user } = renderDialog();
    const form = within(dialog());
    await user.type(form.getByLabelText(/^Item Name/), 'Tee');
    await chooseCategory(user, 'Shoes');
    await user.type(form.getByLabelText('Price (USD)'), '19.5');
    await user.click(form.getByRole('button', { name: 'Add to Wardrobe' }));
    await within(await toasts()).findByText('Item added successfully!');
    expect(sentForm(requests).get('price')).toBe('1950');
    expect(sentForm(requests).get('category')).toBe('shoes');
  });

  it('shows the server message when adding fails, and stays open', async () => {
    mockFetch({
      ...userRoute(ada),
      'POST /api/wardrobe': () => json(415, { message: 'Unsupported image type' }),
    });
    const { user, onOpenChange } = renderDialog();
    const form = within(dialog());
    await user.type(form.getByLabelText(/^Item Name/), 'Tee');
    await chooseCategory(user, 'Tops');
    await user.click(form.getByRole('button', { name: 'Add to Wardrobe' }));

    expect(await within(await toasts()).findByText('Failed to add item')).toBeInTheDocument();
    expect(within(await toasts()).getByText('Unsupported image type')).toBeInTheDocument();
    expect(onOpenChange).not.toHaveBeenCalled();
  });

  it('scans a chosen photo at once and fills the form, leaving the price empty', async () => {
    const scan = deferred<Response>();
    const { requests } = mockFetch({
      ...userRoute(ada),
      'POST /api/wardrobe/scan': () => scan.promise,
      'POST /api/wardrobe': created,
      'GET /api/wardrobe': () => json(200, []),
    });
    const { user } = renderDialog();
    const form = within(dialog());
    expect(form.getByText('AI Auto-Fill Enabled')).toBeInTheDocument();
    const input = form.getByLabelText('Item photo');
    expect(input).toHaveAttribute('accept', 'image/*,.heic,.heif');

    const photo = aPhoto();
    await user.upload(input, photo);

    expect(await form.findByText('Analyzing with AI...')).toBeInTheDocument();
    expect(form.getByRole('img', { name: 'Chosen item photo' })).toBeInTheDocument();
    const scanRequest = requests.find((r) => r.url === '/api/wardrobe/scan');
    expect((scanRequest!.body as FormData).get('image')).toBe(photo);

    scan.resolve(
      json(
        200,
        aScan({
          detectedName: 'Navy Shirt',
          itemName: 'Navy Shirt',
          category: 'tops',
          subcategory: 'shirt',
          confidence: { category: 0.93, color: 0.9 },
          style: ['casual', 'classic'],
        }),
      ),
    );

    expect(
      await within(await toasts()).findByText('AI detected item details!'),
    ).toBeInTheDocument();
    expect(
      within(await toasts()).getByText('Review and edit the auto-filled information below.'),
    ).toBeInTheDocument();
    expect(form.getByLabelText(/^Item Name/)).toHaveValue('Navy Shirt');
    expect(form.getByLabelText(/^Category/)).toHaveTextContent('Tops');
    expect(form.getByLabelText(/^Subcategory/)).toHaveValue('shirt');
    expect(form.getByLabelText(/^Color/)).toHaveValue('Navy');
    expect(form.getByLabelText(/^Tags \(comma separated\)/)).toHaveValue('casual, classic');
    // Fields the scan filled are marked as such.
    expect(form.getByText('Item Name').closest('label')).toHaveTextContent('AI');
    expect(form.getByLabelText('Price (USD)')).toHaveValue(null);
    expect(form.queryByText('Analyzing with AI...')).not.toBeInTheDocument();

    await user.click(form.getByRole('button', { name: 'Add to Wardrobe' }));
    await within(await toasts()).findByText('Item added successfully!');
    const sent = sentForm(requests);
    expect(sent.get('image')).toBe(photo);
    expect(sent.get('color')).toBe('Navy');
    expect(sent.has('price')).toBe(false);
    expect(
      within(await toasts()).getByText('Your wardrobe item has been added and analyzed by AI.'),
    ).toBeInTheDocument();
  });

  it('offers an unsure category as a suggestion instead of filling it in', async () => {
    mockFetch({
      ...userRoute(ada),
      'POST /api/wardrobe/scan': () =>
        json(
          200,
          aScan({
            category: 'bottoms',
            confidence: { category: 0.41, color: 0.9 },
            note: 'The AI model did not answer in time; the built-in scanner answered.',
          }),
        ),
    });
    const { user } = renderDialog();
    const form = within(dialog());

    await user.upload(form.getByLabelText('Item photo'), aPhoto());
    await within(await toasts()).findByText('AI detected item details!');

    expect(form.getByLabelText(/^Category/)).toHaveTextContent('Select a category');
    expect(form.getByText(/Looks like: Bottoms\? The AI isn.t sure/)).toBeInTheDocument();
    expect(
      form.getByText('The AI model did not answer in time; the built-in scanner answered.'),
    ).toBeInTheDocument();
    await user.click(form.getByRole('button', { name: 'Use it' }));
    expect(form.getByLabelText(/^Category/)).toHaveTextContent('Bottoms');
    expect(form.queryByText(/Looks like: Bottoms/)).not.toBeInTheDocument();
  });

  it('clears every field when the photo is removed, and ignores a scan that answers late', async () => {
    const scan = deferred<Response>();
    mockFetch({ ...userRoute(ada), 'POST /api/wardrobe/scan': () => scan.promise });
    const { user } = renderDialog();
    const form = within(dialog());

    await user.type(form.getByLabelText('Brand'), 'Acme');
    await user.upload(form.getByLabelText('Item photo'), aPhoto());
    await form.findByText('Analyzing with AI...');
    await user.click(form.getByRole('button', { name: 'Remove photo' }));

    expect(form.getByLabelText('Brand')).toHaveValue('');
    expect(form.queryByRole('img', { name: 'Chosen item photo' })).not.toBeInTheDocument();
    expect(form.getByRole('button', { name: 'Choose Photo' })).toBeInTheDocument();

    scan.resolve(json(200, aScan()));
    await new Promise((settle) => setTimeout(settle, 20));
    expect(form.getByLabelText(/^Item Name/)).toHaveValue('');
    expect(form.getByLabelText(/^Color/)).toHaveValue('');
  });

  it('clears auto-filled fields when the photo is removed after a scan', async () => {
    mockFetch({ ...userRoute(ada), 'POST /api/wardrobe/scan': () => json(200, aScan()) });
    const { user } = renderDialog();
    const form = within(dialog());

    await user.upload(form.getByLabelText('Item photo'), aPhoto());
    await waitFor(() => expect(form.getByLabelText(/^Item Name/)).toHaveValue('Navy Item'));
    await user.type(form.getByLabelText('Price (USD)'), '30');
    await user.click(form.getByRole('button', { name: 'Remove photo' }));

    expect(form.getByLabelText(/^Item Name/)).toHaveValue('');
    expect(form.getByLabelText(/^Color/)).toHaveValue('');
    expect(form.getByLabelText('Price (USD)')).toHaveValue(null);
  });

  it('keeps the photo and says "AI scan failed" when the scan is refused', async () => {
    mockFetch({
      ...userRoute(ada),
      'POST /api/wardrobe/scan': () => json(422, { message: 'The image could not be read' }),
    });
    const { user } = renderDialog();
    const form = within(dialog());

    await user.upload(form.getByLabelText('Item photo'), aPhoto());

    expect(await within(await toasts()).findByText('AI scan failed')).toBeInTheDocument();
    expect(within(await toasts()).getByText('The image could not be read')).toBeInTheDocument();
    expect(form.getByRole('img', { name: 'Chosen item photo' })).toBeInTheDocument();
    expect(form.getByLabelText(/^Item Name/)).toHaveValue('');
  });
});
