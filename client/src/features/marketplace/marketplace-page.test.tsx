import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ada, json, mockFetch, userRoute } from '@/test/fetch-mock.ts';
import { aListing } from '@/test/fixtures/listings.ts';
import { shirt } from '@/test/fixtures/outfit-pieces.ts';
import { renderApp } from '@/test/render-app.tsx';

function renderMarketplace(routes: Parameters<typeof mockFetch>[0]) {
  const mock = mockFetch({ ...userRoute(ada), ...routes });
  renderApp({ path: '/marketplace' });
  return { ...mock, user: userEvent.setup() };
}

describe('Resale Marketplace', () => {
  it('asks for active listings first and shows the empty state', async () => {
    const { requests } = renderMarketplace({
      'GET /api/marketplace?status=active': () => json(200, []),
    });
    expect(
      await screen.findByText('No Listings Yet', undefined, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'List Your First Item' })).toBeInTheDocument();
    expect(screen.getByText('Buy and sell pre-loved fashion items')).toBeInTheDocument();
    expect(requests.map((r) => r.url)).toContain('/api/marketplace?status=active');
  });

  it('shows a card and, on View Details, the updated view count from the server', async () => {
    const listing = aListing();
    const { user } = renderMarketplace({
      'GET /api/marketplace?status=active': () => json(200, [listing]),
      [`GET /api/marketplace/${listing.id}`]: () => json(200, { ...listing, views: 4 }),
      'GET /api/marketplace': () => json(200, [listing]),
    });
    const card = await screen.findByRole('article', { name: 'Linen shirt' }, { timeout: 5000 });
    expect(within(card).getByText('Like New')).toBeInTheDocument();
    expect(within(card).getByText('$45.00')).toBeInTheDocument();
    expect(within(card).getByLabelText('3 views')).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'View Details' }));
    await waitFor(() => expect(within(card).getByLabelText('4 views')).toBeInTheDocument());
    const link = within(screen.getByRole('dialog')).getByRole('link', { name: 'Contact seller' });
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('radio', { name: 'All' }));
    expect(await screen.findByRole('article', { name: 'Linen shirt' })).toBeInTheDocument();
  });

  it('lists a wardrobe piece: it fills the form, and the JSON body carries the piece and cents', async () => {
    const { user, requests } = renderMarketplace({
      'GET /api/marketplace?status=active': () => json(200, []),
      'GET /api/wardrobe': () => json(200, [{ ...shirt, brand: 'Arket', size: 'M' }]),
      'POST /api/marketplace': () => json(201, aListing({ isMine: true })),
    });
    await user.click(
      await screen.findByRole('button', { name: 'List an Item' }, { timeout: 5000 }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'List an Item' });
    await user.click(await within(dialog).findByRole('button', { name: /Navy Oxford shirt/ }));
    expect(within(dialog).getByLabelText('Title *')).toHaveValue('Navy Oxford shirt');
    const save = within(dialog).getByRole('button', { name: 'List Item' });
    expect(save).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Price (USD) *'), '0');
    expect(
      await within(dialog).findByText('Enter a price above $0 and up to $100,000'),
    ).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText('Price (USD) *'));
    await user.type(within(dialog).getByLabelText('Price (USD) *'), '45.5');
    await user.click(save);
    await waitFor(() => expect(requests.some((r) => r.method === 'POST')).toBe(true));
    // No photo goes with it (the piece's is copied): JSON, not a multipart form.
    const { body } = requests.find((r) => r.method === 'POST')!;
    expect(body).not.toBeInstanceOf(FormData);
    expect(body).toEqual({
      title: 'Navy Oxford shirt',
      description: null,
      price: 4550,
      condition: 'good',
      category: 'tops',
      size: 'M',
      brand: 'Arket',
      contact: null,
      wardrobeItemId: shirt.id,
    });
    expect(await screen.findByText('Item listed!')).toBeInTheDocument();
  });

  it('lists from a new photo: the photo goes with a multipart form, no piece', async () => {
    const { user, requests } = renderMarketplace({
      'GET /api/marketplace?status=active': () => json(200, []),
      'GET /api/wardrobe': () => json(200, []),
      'POST /api/marketplace': () => json(201, aListing({ isMine: true })),
    });
    await user.click(
      await screen.findByRole('button', { name: 'List an Item' }, { timeout: 5000 }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'List an Item' });
    await user.click(within(dialog).getByRole('radio', { name: /New photo/ }));
    const photo = new File(['jpeg bytes'], 'coat.jpg', { type: 'image/jpeg' });
    await user.upload(within(dialog).getByLabelText('Listing photo'), photo);
    expect(within(dialog).getByRole('img', { name: 'Chosen photo' })).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Title *'), 'Camel coat');
    await user.type(within(dialog).getByLabelText('Price (USD) *'), '120');
    await user.type(within(dialog).getByLabelText('Contact for buyers'), 'not a contact');
    expect(
      await within(dialog).findByText('An e-mail address or a link starting with https://'),
    ).toBeInTheDocument();
    const save = within(dialog).getByRole('button', { name: 'List Item' });
    expect(save).toBeDisabled();
    await user.clear(within(dialog).getByLabelText('Contact for buyers'));
    await user.click(save);
    await waitFor(() => expect(requests.some((r) => r.method === 'POST')).toBe(true));
    const { body } = requests.find((r) => r.method === 'POST')!;
    expect(body).toBeInstanceOf(FormData);
    const form = body as FormData;
    expect(form.get('price')).toBe('12000');
    expect(form.get('image')).toBeInstanceOf(File);
    expect(form.has('wardrobeItemId')).toBe(false);
  });

  it('builds only the listings near the screen once there are a hundred or more', async () => {
    const listings = Array.from({ length: 120 }, (_, i) => aListing({ title: `Piece ${i + 1}` }));
    renderMarketplace({ 'GET /api/marketplace?status=active': () => json(200, listings) });
    await screen.findAllByRole('article', {}, { timeout: 5000 });
    const built = screen.getAllByRole('article');
    expect(built.length).toBeLessThan(60);
    expect(built[0]!.closest('[role="listitem"]')).toHaveAttribute('aria-setsize', '120');
  });
});
