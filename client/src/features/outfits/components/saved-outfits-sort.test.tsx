import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { loafers, shirt, trousers } from '@/test/fixtures/outfit-pieces.ts';
import { anOutfit } from '@/test/fixtures/outfits.ts';
import { renderGenerator } from '@/test/render-generator.ts';

const outfits = [
  anOutfit({ name: 'Newest', createdAt: '2025-03-03T10:00:00.000Z', timesWorn: 1, rating: null }),
  anOutfit({ name: 'Middle', createdAt: '2025-03-02T10:00:00.000Z', timesWorn: 5, rating: 3 }),
  anOutfit({ name: 'Oldest', createdAt: '2025-03-01T10:00:00.000Z', timesWorn: 0, rating: 5 }),
];

const savedList = () =>
  within(screen.getByRole('region', { name: 'Your Saved Outfits' })).getAllByRole('article');
const names = () =>
  savedList().map((card) => within(card).getByRole('heading', { level: 3 }).textContent);

afterEach(() => window.localStorage.clear());

describe('Your Saved Outfits: sort', () => {
  it('starts newest first and sorts by wears and rating, remembering the choice', async () => {
    const { user } = renderGenerator({ outfits });
    await screen.findByRole('article', { name: 'Newest' }, { timeout: 5000 });
    expect(names()).toEqual(['Newest', 'Middle', 'Oldest']);

    const sort = screen.getByRole('combobox', { name: 'Sort saved outfits' });
    for (const [label, expected] of [
      ['Most worn', ['Middle', 'Newest', 'Oldest']],
      ['Least worn', ['Oldest', 'Newest', 'Middle']],
      // Unrated last.
      ['Best rated', ['Oldest', 'Middle', 'Newest']],
    ] as const) {
      await user.click(sort);
      await user.click(await screen.findByRole('option', { name: label }));
      await waitFor(() => expect(names()).toEqual(expected));
    }
    expect(window.localStorage.getItem('afc:outfit-sort')).toBe('best-rated');
  });

  it('opens with the remembered sort', async () => {
    window.localStorage.setItem('afc:outfit-sort', 'most-worn');
    renderGenerator({ outfits });
    await screen.findByRole('article', { name: 'Newest' }, { timeout: 5000 });
    expect(names()).toEqual(['Middle', 'Newest', 'Oldest']);
    expect(screen.getByRole('combobox', { name: 'Sort saved outfits' })).toHaveTextContent(
      'Most worn',
    );
  });
});

describe('Your Saved Outfits: cards', () => {
  it('name their main pieces under the name', async () => {
    renderGenerator({
      outfits: [anOutfit({ name: 'Look', itemIds: [shirt.id, trousers.id, loafers.id] })],
    });
    const card = await screen.findByRole('article', { name: 'Look' }, { timeout: 5000 });
    expect(
      within(card).getByText('Navy Oxford shirt · Grey wool trousers · Brown loafers'),
    ).toBeInTheDocument();
  });
});

describe('Your Saved Outfits: a long list', () => {
  it('builds only the outfits near the screen once there are a hundred or more', async () => {
    const many = Array.from({ length: 110 }, (_, i) => anOutfit({ name: `Look ${i + 1}` }));
    renderGenerator({ outfits: many });
    await screen.findByRole('article', { name: 'Look 1' }, { timeout: 5000 });
    expect(savedList().length).toBeLessThan(40);
    expect(savedList()[0]!.closest('[role="listitem"]')).toHaveAttribute('aria-setsize', '110');
  });
});
