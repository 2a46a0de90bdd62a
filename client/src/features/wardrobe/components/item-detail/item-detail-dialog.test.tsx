import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ada, json, mockFetch, userRoute } from '@/test/fetch-mock.ts';
import { renderApp } from '@/test/render-app.tsx';
import { wearHistoryRoutes } from '@/test/fixtures/wear-history.ts';
import { navyShirt, sampleWardrobe as wardrobe } from '@/test/fixtures/sample-wardrobe.ts';

// Each case renders the real app; a busy machine (the whole suite in parallel) can take a while.
const UI_TEST_TIMEOUT_MS = 20_000;

function renderWardrobe(items: unknown = wardrobe) {
  const { requests } = mockFetch({
    ...userRoute(ada),
    'GET /api/wardrobe': () => json(200, items),
    ...wearHistoryRoutes(items),
  });
  const user = userEvent.setup();
  const app = renderApp({ path: '/wardrobe' });
  return { user, requests, ...app };
}

async function loaded() {
  await screen.findByText('Oxford shirt', {}, { timeout: 5000 });
}

describe('item detail', { timeout: UI_TEST_TIMEOUT_MS }, () => {
  it('opens from a card at /wardrobe/:id and closes back to /wardrobe', async () => {
    const { user, currentPath } = renderWardrobe();
    await loaded();

    await user.click(screen.getByRole('link', { name: /Oxford shirt/ }));
    const detail = await screen.findByRole('dialog', { name: 'Oxford shirt' });
    expect(currentPath()).toBe(`/wardrobe/${navyShirt.id}`);
    expect(within(detail).getByRole('img', { name: 'Oxford shirt' })).toHaveAttribute(
      'src',
      '/api/blobs/u/shirt.webp',
    );
    expect(within(detail).getByLabelText(/^Item Name/)).toHaveValue('Oxford shirt');
    expect(within(detail).getByLabelText('Price (USD)')).toHaveValue(60);

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(currentPath()).toBe('/wardrobe');
  });

  it('gives focus back to the card that opened it when it closes', async () => {
    const { user } = renderWardrobe();
    await loaded();
    const card = screen.getByRole('link', { name: /Oxford shirt/ });
    card.focus();
    await user.keyboard('{Enter}');
    await screen.findByRole('dialog', { name: 'Oxford shirt' });
    expect(card).not.toHaveFocus();

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // Not the page's body: a keyboard user goes on from the card, not from the top.
    await waitFor(() => expect(screen.getByRole('link', { name: /Oxford shirt/ })).toHaveFocus());
  });

  it('saves edited fields with the spec toast', async () => {
    const { requests } = mockFetch({
      ...userRoute(ada),
      'GET /api/wardrobe': () => json(200, wardrobe),
      ...wearHistoryRoutes(wardrobe),
      [`PUT /api/wardrobe/${navyShirt.id}`]: () =>
        json(200, { ...navyShirt, name: 'Blue Oxford', price: 5550, tags: ['work', 'cotton'] }),
    });
    const user = userEvent.setup();
    renderApp({ path: `/wardrobe/${navyShirt.id}` });
    const detail = await screen.findByRole('dialog', { name: 'Oxford shirt' });
    const save = within(detail).getByRole('button', { name: 'Save changes' });
    expect(save).toBeDisabled();

    await user.clear(within(detail).getByLabelText(/^Item Name/));
    await user.type(within(detail).getByLabelText(/^Item Name/), 'Blue Oxford');
    await user.clear(within(detail).getByLabelText('Price (USD)'));
    await user.type(within(detail).getByLabelText('Price (USD)'), '55.5');
    await user.type(within(detail).getByLabelText('Tags (comma separated)'), 'work, cotton');
    await user.click(save);

    const toasts = await screen.findByRole('region', { name: /Notifications/, hidden: true });
    expect(await within(toasts).findByText('Item updated successfully!')).toBeInTheDocument();
    const put = requests.find((r) => r.method === 'PUT');
    expect(put?.body).toEqual({
      name: 'Blue Oxford',
      category: 'tops',
      subcategory: null,
      color: 'Navy',
      brand: 'Acme',
      size: null,
      price: 5550,
      tags: ['work', 'cotton'],
    });
  });

  it('logs a wear and undoes it from the toast', async () => {
    const { requests } = mockFetch({
      ...userRoute(ada),
      'GET /api/wardrobe': () => json(200, wardrobe),
      ...wearHistoryRoutes(wardrobe),
      [`POST /api/wardrobe/${navyShirt.id}/wear`]: () =>
        json(200, { ...navyShirt, timesWorn: 4, lastWorn: '2025-03-02T10:00:00.000Z' }),
      [`DELETE /api/wardrobe/${navyShirt.id}/wear`]: () => json(200, navyShirt),
    });
    const user = userEvent.setup();
    renderApp({ path: `/wardrobe/${navyShirt.id}` });
    const detail = await screen.findByRole('dialog', { name: 'Oxford shirt' });

    await user.click(within(detail).getByRole('button', { name: 'Log wear' }));
    const toasts = await screen.findByRole('region', { name: /Notifications/, hidden: true });
    expect(await within(toasts).findByText('Wear logged')).toBeInTheDocument();
    await user.click(within(toasts).getByRole('button', { name: 'Undo', hidden: true }));

    expect(await within(toasts).findByText('Wear undone')).toBeInTheDocument();
    expect(requests.filter((r) => r.url === `/api/wardrobe/${navyShirt.id}/wear`)).toMatchObject([
      { method: 'POST' },
      { method: 'DELETE' },
    ]);
  });

  it('charts the piece’s wears per month, and reloads them after a wear is logged', async () => {
    const worn = { ...navyShirt, timesWorn: 4, lastWorn: '2025-03-02T10:00:00.000Z' };
    const { requests } = mockFetch({
      ...userRoute(ada),
      'GET /api/wardrobe': () => json(200, wardrobe),
      ...wearHistoryRoutes(wardrobe, [2, 0, 1]),
      [`POST /api/wardrobe/${navyShirt.id}/wear`]: () => json(200, worn),
    });
    const user = userEvent.setup();
    renderApp({ path: `/wardrobe/${navyShirt.id}` });
    const detail = await screen.findByRole('dialog', { name: 'Oxford shirt' });

    const chart = await within(detail).findByRole('img', {
      name: '3 wears in the last 12 months; most in January 2025 (2 wears)',
    });
    const heights = within(chart)
      .getAllByTestId('bar')
      .map((bar) => Number(bar.getAttribute('height')));
    expect(heights).toHaveLength(12);
    expect(heights[9]).toBe(2 * heights[11]!);
    const table = within(detail).getByRole('table', { name: 'Oxford shirt: wears per month' });
    expect(
      within(table).getByRole('rowheader', { name: 'March 2025' }).closest('tr'),
    ).toHaveTextContent('1');

    const wearsUrl = `/api/wardrobe/${navyShirt.id}/wears`;
    await user.click(within(detail).getByRole('button', { name: 'Log wear' }));
    await waitFor(() => expect(requests.filter((r) => r.url === wearsUrl)).toHaveLength(2));
  });

  it('says so in a line, not empty axes, when the piece was not worn in the last 12 months', async () => {
    mockFetch({
      ...userRoute(ada),
      'GET /api/wardrobe': () => json(200, wardrobe),
      ...wearHistoryRoutes(wardrobe, [0, 0, 0]),
    });
    renderApp({ path: `/wardrobe/${navyShirt.id}` });
    const detail = await screen.findByRole('dialog', { name: 'Oxford shirt' });
    expect(await within(detail).findByText('Not worn in the last 12 months.')).toBeVisible();
    expect(within(detail).queryByRole('table', { name: /wears per month/ })).toBeNull();
  });

  it('turns the laundry switch on with a partial update', async () => {
    const { requests } = mockFetch({
      ...userRoute(ada),
      'GET /api/wardrobe': () => json(200, wardrobe),
      ...wearHistoryRoutes(wardrobe),
      [`PUT /api/wardrobe/${navyShirt.id}`]: () => json(200, { ...navyShirt, inLaundry: true }),
    });
    const user = userEvent.setup();
    renderApp({ path: `/wardrobe/${navyShirt.id}` });
    const detail = await screen.findByRole('dialog', { name: 'Oxford shirt' });

    await user.click(within(detail).getByRole('switch', { name: 'In laundry' }));
    await waitFor(() =>
      expect(requests.find((r) => r.method === 'PUT')?.body).toEqual({ inLaundry: true }),
    );
  });

  it('asks before deleting, then deletes with the spec toast', async () => {
    const { requests } = mockFetch({
      ...userRoute(ada),
      'GET /api/wardrobe': () => json(200, wardrobe),
      ...wearHistoryRoutes(wardrobe),
      [`DELETE /api/wardrobe/${navyShirt.id}`]: () => new Response(null, { status: 204 }),
    });
    const user = userEvent.setup();
    const { currentPath } = renderApp({ path: `/wardrobe/${navyShirt.id}` });
    const detail = await screen.findByRole('dialog', { name: 'Oxford shirt' });

    await user.click(within(detail).getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete Oxford shirt?' });
    expect(requests.some((r) => r.method === 'DELETE')).toBe(false);
    await user.click(within(confirm).getByRole('button', { name: 'Keep it' }));
    expect(requests.some((r) => r.method === 'DELETE')).toBe(false);

    await user.click(within(detail).getByRole('button', { name: 'Delete' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete item' }),
    );
    const toasts = await screen.findByRole('region', { name: /Notifications/, hidden: true });
    expect(await within(toasts).findByText('Item deleted successfully!')).toBeInTheDocument();
    await waitFor(() => expect(currentPath()).toBe('/wardrobe'));
  });

  it('shows the server message when deleting fails', async () => {
    mockFetch({
      ...userRoute(ada),
      'GET /api/wardrobe': () => json(200, wardrobe),
      ...wearHistoryRoutes(wardrobe),
      [`DELETE /api/wardrobe/${navyShirt.id}`]: () => json(404, { message: 'Item not found' }),
    });
    const user = userEvent.setup();
    renderApp({ path: `/wardrobe/${navyShirt.id}` });
    const detail = await screen.findByRole('dialog', { name: 'Oxford shirt' });
    await user.click(within(detail).getByRole('button', { name: 'Delete' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete item' }),
    );
    const toasts = await screen.findByRole('region', { name: /Notifications/, hidden: true });
    expect(await within(toasts).findByText('Failed to delete item')).toBeInTheDocument();
    expect(within(toasts).getByText('Item not found')).toBeInTheDocument();
  });

  it('changes the photo in two steps: upload URL, PUT the bytes, attach', async () => {
    const uploadURL = '/api/uploads/token.abc';
    const { requests } = mockFetch({
      ...userRoute(ada),
      'GET /api/wardrobe': () => json(200, wardrobe),
      ...wearHistoryRoutes(wardrobe),
      'POST /api/objects/upload': () => json(200, { uploadURL }),
      [`PUT ${uploadURL}`]: () => new Response(null, { status: 204 }),
      [`PUT /api/wardrobe/${navyShirt.id}/image`]: () =>
        json(200, { ...navyShirt, imageUrl: '/api/blobs/u/new.webp' }),
    });
    const user = userEvent.setup();
    renderApp({ path: `/wardrobe/${navyShirt.id}` });
    const detail = await screen.findByRole('dialog', { name: 'Oxford shirt' });
    const photo = new File([new Uint8Array([1, 2, 3])], 'new.jpg', { type: 'image/jpeg' });

    // The phone's camera is offered beside the file picker, and feeds the same change.
    const camera = within(detail).getByLabelText('Take a new photo');
    expect(camera).toHaveAttribute('capture', 'environment');
    expect(camera).toHaveAttribute('accept', 'image/*');
    expect(within(detail).getByRole('button', { name: 'Take Photo' })).toBeEnabled();

    await user.upload(within(detail).getByLabelText('New photo'), photo);

    const toasts = await screen.findByRole('region', { name: /Notifications/, hidden: true });
    expect(await within(toasts).findByText('Item updated successfully!')).toBeInTheDocument();
    const writes = requests.filter((r) => r.method !== 'GET');
    expect(writes.map((r) => `${r.method} ${r.url}`)).toEqual([
      'POST /api/objects/upload',
      `PUT ${uploadURL}`,
      `PUT /api/wardrobe/${navyShirt.id}/image`,
    ]);
    expect(writes[1]!.body).toBe(photo);
    expect(writes[2]!.body).toEqual({ imageURL: uploadURL });
  });

  it('says "Failed to upload item" when the upload is refused', async () => {
    const uploadURL = '/api/uploads/token.abc';
    mockFetch({
      ...userRoute(ada),
      'GET /api/wardrobe': () => json(200, wardrobe),
      ...wearHistoryRoutes(wardrobe),
      'POST /api/objects/upload': () => json(200, { uploadURL }),
      [`PUT ${uploadURL}`]: () => json(415, { message: 'Unsupported image type' }),
    });
    const user = userEvent.setup();
    renderApp({ path: `/wardrobe/${navyShirt.id}` });
    const detail = await screen.findByRole('dialog', { name: 'Oxford shirt' });
    await user.upload(
      within(detail).getByLabelText('New photo'),
      new File([new Uint8Array([1])], 'x.png', { type: 'image/png' }),
    );
    const toasts = await screen.findByRole('region', { name: /Notifications/, hidden: true });
    expect(await within(toasts).findByText('Failed to upload item')).toBeInTheDocument();
    expect(within(toasts).getByText('Unsupported image type')).toBeInTheDocument();
  });
});
