import type { ShoppingSuggestion } from '@contract/shopping.ts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ada, json, mockFetch, userRoute } from '@/test/fetch-mock.ts';
import { aSuggestion as aShoppingSuggestion } from '@/test/fixtures/shopping-suggestions.ts';
import { renderApp } from '@/test/render-app.tsx';
import { garmentShape } from './garment-kind.ts';

/** Priced suggestions: the cards show a price. */
const aSuggestion = (overrides: Partial<ShoppingSuggestion> = {}) =>
  aShoppingSuggestion({ estimatedPrice: 4999, color: null, ...overrides });

function renderShopping(suggestions: ShoppingSuggestion[], generated: ShoppingSuggestion[] = []) {
  mockFetch({
    ...userRoute(ada),
    'GET /api/shopping-suggestions': () => json(200, suggestions),
    'POST /api/shopping-suggestions/generate': () => json(201, generated),
  });
  renderApp({ path: '/shopping' });
}

const titles = async () => {
  await screen.findAllByRole('article', undefined, { timeout: 5000 });
  return screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
};

describe('Shopping list order and drawings', () => {
  it('keeps the server’s order: unviewed, then viewed, purchased last', async () => {
    // Oldest first within each group would be re-sorted by a client that sorted by date.
    renderShopping([
      aSuggestion({ itemName: 'New, older', createdAt: '2025-01-01T00:00:00.000Z' }),
      aSuggestion({ itemName: 'New, newer', createdAt: '2025-02-01T00:00:00.000Z' }),
      aSuggestion({ itemName: 'Viewed', isViewed: true, createdAt: '2025-03-01T00:00:00.000Z' }),
      aSuggestion({
        itemName: 'Bought',
        isViewed: true,
        isPurchased: true,
        createdAt: '2025-04-01T00:00:00.000Z',
      }),
    ]);
    expect(await titles()).toEqual(['New, older', 'New, newer', 'Viewed', 'Bought']);
  });

  it('draws each suggestion as its kind of garment in its colour', async () => {
    renderShopping([
      aSuggestion({ itemName: 'White Leather Sneakers', category: 'shoes', color: 'white' }),
      aSuggestion({ itemName: 'Navy Blazer', category: 'outerwear', color: 'navy' }),
      aSuggestion({ itemName: 'Floral Blouse', category: 'tops', color: null }),
    ]);
    const art = async (name: string) =>
      within(await screen.findByRole('article', { name }, { timeout: 5000 })).getByTestId(
        'suggestion-art',
      );
    const sneakers = await art('White Leather Sneakers');
    expect(sneakers).toHaveAttribute('data-shape', 'sneaker');
    expect(sneakers.querySelector('path')).toHaveAttribute('fill', '#f4f2ec');
    const blazer = await art('Navy Blazer');
    expect(blazer).toHaveAttribute('data-shape', 'jacket');
    expect(blazer.querySelector('path')).toHaveAttribute('fill', '#233052');
    expect(await art('Floral Blouse')).toHaveAttribute('data-color', 'none');
  });

  it('reads the shape from the category first, then the name', () => {
    expect(garmentShape('tops', 'White Oxford Shirt')).toBe('shirt');
    expect(garmentShape('shoes', 'Brown Oxford Shoes')).toBe('shoe');
    expect(garmentShape('tops', 'Grey Crew-Neck T-Shirt')).toBe('tee');
    expect(garmentShape('tops', 'Camel Knit Sweater')).toBe('sweater');
    expect(garmentShape('bottoms', 'Dark Wash Jeans')).toBe('trousers');
    expect(garmentShape('outerwear', 'Beige Trench Coat')).toBe('coat');
    expect(garmentShape('outerwear', 'Navy Rain Jacket')).toBe('hooded');
    expect(garmentShape('outerwear', 'Yellow Raincoat')).toBe('hooded');
    expect(garmentShape('shoes', 'Black Leather Ankle Boots')).toBe('boot');
    expect(garmentShape('accessories', 'Tan Crossbody Bag')).toBe('bag');
    expect(garmentShape('accessories', 'Gold Watch')).toBe('tag');
    expect(garmentShape('jewellery', 'Ring')).toBe('tag');
  });

  it('answers an empty Generate calmly, not as a failure', async () => {
    renderShopping([aSuggestion({ itemName: 'Kept' })], []);
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole('button', { name: 'Generate Suggestions' }, { timeout: 5000 }),
    );
    const toasts = await screen.findByRole('region', { name: /Notifications/, hidden: true });
    expect(await within(toasts).findByText('Nothing new to suggest')).toBeInTheDocument();
    expect(within(toasts).queryByText('Generation Failed')).not.toBeInTheDocument();
    expect(within(toasts).queryByText('Suggestions Generated')).not.toBeInTheDocument();
  });
});
