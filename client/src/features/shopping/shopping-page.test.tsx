import type { ShoppingSuggestion } from '@contract/shopping.ts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ada, json, mockFetch, userRoute } from '@/test/fetch-mock.ts';
import { aSuggestion } from '@/test/fixtures/shopping-suggestions.ts';
import { renderApp } from '@/test/render-app.tsx';

type Routes = Parameters<typeof mockFetch>[0];

function renderShopping(suggestions: ShoppingSuggestion[], routes: Routes = {}) {
  const mock = mockFetch({
    ...userRoute(ada),
    'GET /api/shopping-suggestions': () => json(200, suggestions),
    ...routes,
  });
  const user = userEvent.setup();
  renderApp({ path: '/shopping' });
  return { ...mock, user };
}

const toasts = () => screen.findByRole('region', { name: /Notifications/, hidden: true });
const card = (name: string) => screen.findByRole('article', { name }, { timeout: 5000 });

function counter(label: string): string {
  return screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent ?? '';
}

describe('Shopping Suggestions', () => {
  it('shows the empty state with its generate button', async () => {
    renderShopping([]);
    expect(
      await screen.findByText('No Suggestions Yet', undefined, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Generate Your First Suggestions' }),
    ).toBeInTheDocument();
    expect(counter('Total Suggestions')).toBe('0');
  });

  it('counts all, new (not yet viewed) and purchased', async () => {
    renderShopping([
      aSuggestion({ itemName: 'Fresh' }),
      aSuggestion({ itemName: 'Fresh too' }),
      aSuggestion({ itemName: 'Seen', isViewed: true }),
      aSuggestion({ itemName: 'Bought', isViewed: true, isPurchased: true }),
    ]);
    await card('Fresh');
    expect(counter('Total Suggestions')).toBe('4');
    expect(counter('New')).toBe('2');
    expect(counter('Purchased')).toBe('1');
  });

  it('shows a card with its badges, brand, price or "Price varies", and tags', async () => {
    renderShopping([
      aSuggestion({
        itemName: 'White leather sneakers',
        category: 'shoes',
        brand: 'Common Projects',
        estimatedPrice: 8950,
        description: 'Clean and low.',
        tags: ['minimal', 'everyday'],
      }),
      aSuggestion({
        itemName: 'Camel coat',
        category: 'outerwear',
        estimatedPrice: 0,
        isViewed: true,
        isPurchased: true,
      }),
    ]);
    const sneakers = await card('White leather sneakers');
    for (const text of ['New', '$89.50', 'Clean and low.', 'minimal', 'everyday']) {
      expect(within(sneakers).getByText(text)).toBeInTheDocument();
    }
    expect(within(sneakers).getByText(/^Shoes/)).toHaveTextContent('Shoes · Common Projects');
    const coat = await card('Camel coat');
    expect(within(coat).getByText('Price varies')).toBeInTheDocument();
    expect(within(coat).getByText('Purchased')).toBeInTheDocument();
    expect(within(coat).queryByText('New')).not.toBeInTheDocument();
    expect(within(coat).getByText('Camel coat').closest('.opacity-60')).not.toBeNull();
    expect(within(sneakers).getByText('White leather sneakers').closest('.opacity-60')).toBeNull();
  });

  it('offers Mark Viewed only when unviewed and not purchased, Mark Purchased unless purchased', async () => {
    renderShopping([
      aSuggestion({ itemName: 'Fresh' }),
      aSuggestion({ itemName: 'Seen', isViewed: true }),
      aSuggestion({ itemName: 'Bought', isViewed: true, isPurchased: true }),
    ]);
    const buttons = async (name: string) =>
      within(await card(name))
        .getAllByRole('button')
        .map((button) => button.getAttribute('aria-label') ?? button.textContent);
    expect(await buttons('Fresh')).toEqual(['Mark Viewed', 'Mark Purchased', 'Remove Fresh']);
    expect(await buttons('Seen')).toEqual(['Mark Purchased', 'Remove Seen']);
    expect(await buttons('Bought')).toEqual(['Remove Bought']);
  });

  it("clamps the reason to 3 lines, with 'Read more' only past 100 characters", async () => {
    const long = 'Your navy blazer and grey trousers need a shoe that works with both: '.repeat(2);
    const exactly100 = 'x'.repeat(100);
    renderShopping([
      aSuggestion({ itemName: 'Long', reason: long }),
      aSuggestion({ itemName: 'Edge', reason: exactly100 }),
    ]);
    const longCard = await card('Long');
    expect(within(longCard).getByText('Why This Item?')).toBeInTheDocument();
    const reason = within(longCard).getByTestId('suggestion-reason');
    expect(reason).toHaveClass('line-clamp-3');
    const more = within(longCard).getByRole('button', { name: 'Read more' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    const user = userEvent.setup();
    await user.click(more);
    expect(reason).not.toHaveClass('line-clamp-3');
    await user.click(within(longCard).getByRole('button', { name: 'Show less' }));
    expect(reason).toHaveClass('line-clamp-3');

    const edge = await card('Edge');
    expect(within(edge).getByTestId('suggestion-reason')).toHaveClass('line-clamp-3');
    expect(within(edge).queryByRole('button', { name: 'Read more' })).not.toBeInTheDocument();
  });

  it('marks a suggestion viewed', async () => {
    const fresh = aSuggestion({ itemName: 'Fresh' });
    const { user, requests } = renderShopping([fresh], {
      [`PUT /api/shopping-suggestions/${fresh.id}`]: () => json(200, { ...fresh, isViewed: true }),
    });
    await user.click(within(await card('Fresh')).getByRole('button', { name: 'Mark Viewed' }));
    await waitFor(() =>
      expect(requests.find((r) => r.method === 'PUT')?.body).toEqual({ isViewed: true }),
    );
  });

  it('marks a suggestion purchased, then offers to add it to the wardrobe prefilled', async () => {
    const boots = aSuggestion({
      itemName: 'Chelsea boots',
      category: 'shoes',
      brand: 'Blundstone',
      estimatedPrice: 12000,
    });
    const { user, requests } = renderShopping([boots], {
      [`PUT /api/shopping-suggestions/${boots.id}`]: () =>
        json(200, {
          ...boots,
          isViewed: true,
          isPurchased: true,
          addToWardrobe: {
            name: 'Chelsea boots',
            category: 'shoes',
            price: 12000,
            brand: 'Blundstone',
          },
        }),
    });
    await user.click(
      within(await card('Chelsea boots')).getByRole('button', { name: 'Mark Purchased' }),
    );
    expect(await within(await toasts()).findByText('Marked as Purchased')).toBeInTheDocument();
    expect(
      within(await toasts()).getByText('Great choice! This item has been marked as purchased.'),
    ).toBeInTheDocument();
    expect(requests.find((r) => r.method === 'PUT')?.body).toEqual({ isPurchased: true });

    await user.click(
      within(await card('Chelsea boots')).getByRole('button', { name: 'Add to Wardrobe' }),
    );
    const add = within(await screen.findByRole('dialog', { name: 'Add New Wardrobe Item' }));
    expect(add.getByLabelText(/^Item Name/)).toHaveValue('Chelsea boots');
    expect(add.getByLabelText(/^Category/)).toHaveTextContent('Shoes');
    expect(add.getByLabelText('Brand')).toHaveValue('Blundstone');
    expect(add.getByLabelText('Price (USD)')).toHaveValue(120);
  });

  it('removes a suggestion with the spec toast', async () => {
    const gone = aSuggestion({ itemName: 'Gone' });
    const { user } = renderShopping([gone], {
      [`DELETE /api/shopping-suggestions/${gone.id}`]: () => new Response(null, { status: 204 }),
    });
    await user.click(within(await card('Gone')).getByRole('button', { name: 'Remove Gone' }));
    expect(await within(await toasts()).findByText('Removed')).toBeInTheDocument();
    expect(
      within(await toasts()).getByText('Suggestion removed from your list.'),
    ).toBeInTheDocument();
  });

  it('toasts success after generating', async () => {
    const { user } = renderShopping([], {
      'POST /api/shopping-suggestions/generate': () => json(201, [aSuggestion()]),
    });
    await user.click(
      await screen.findByRole('button', { name: 'Generate Suggestions' }, { timeout: 5000 }),
    );
    expect(await within(await toasts()).findByText('Suggestions Generated')).toBeInTheDocument();
    expect(
      within(await toasts()).getByText(
        'AI has analyzed your wardrobe and created personalized recommendations!',
      ),
    ).toBeInTheDocument();
  });

  it("toasts 'Rate Limit Reached' when the error mentions the rate limit", async () => {
    const { user } = renderShopping([], {
      'POST /api/shopping-suggestions/generate': () =>
        json(429, { message: 'Generation rate limit reached. Try again in 30 seconds.' }),
    });
    await user.click(
      await screen.findByRole('button', { name: 'Generate Suggestions' }, { timeout: 5000 }),
    );
    expect(await within(await toasts()).findByText('Rate Limit Reached')).toBeInTheDocument();
    expect(
      within(await toasts()).getByText('Please try again in a few moments.'),
    ).toBeInTheDocument();
  });

  it("toasts 'Generation Failed' for any other error", async () => {
    const { user } = renderShopping([], {
      'POST /api/shopping-suggestions/generate': () =>
        json(503, { message: 'Stylist unavailable' }),
    });
    await user.click(
      await screen.findByRole('button', { name: 'Generate Suggestions' }, { timeout: 5000 }),
    );
    expect(await within(await toasts()).findByText('Generation Failed')).toBeInTheDocument();
    expect(
      within(await toasts()).getByText('Could not generate suggestions. Please try again.'),
    ).toBeInTheDocument();
  });
});
