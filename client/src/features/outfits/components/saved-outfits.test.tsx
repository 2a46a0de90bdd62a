import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json } from '@/test/fetch-mock.ts';
import { anOutfit } from '@/test/fixtures/outfits.ts';
import { shirt, trousers } from '@/test/fixtures/outfit-pieces.ts';
import { renderGenerator } from '@/test/render-generator.ts';

const toasts = () => screen.findByRole('region', { name: /Notifications/, hidden: true });

describe('Your Saved Outfits', () => {
  it("lists saved outfits with their facts, and 'Wear today' logs a wear", async () => {
    const outfit = anOutfit({
      name: 'work outfit - 3/14/2025',
      description: 'Navy and grey.',
      itemIds: [shirt.id, trousers.id],
      occasion: 'work',
      weather: 'rainy',
      temperature: 55,
      rating: 4,
      timesWorn: 2,
    });
    const { user, requests } = renderGenerator({
      outfits: [outfit],
      routes: {
        [`POST /api/outfits/${outfit.id}/wear`]: () => json(200, { ...outfit, timesWorn: 3 }),
      },
    });
    const card = await screen.findByRole(
      'article',
      { name: 'work outfit - 3/14/2025' },
      { timeout: 5000 },
    );
    for (const text of [
      'AI Generated',
      'Navy and grey.',
      'Work',
      'Rainy',
      '55°F',
      '2 items',
      'Worn 2 times',
    ]) {
      expect(within(card).getByText(text)).toBeInTheDocument();
    }
    expect(within(card).getByRole('img', { name: 'Style rating 4 out of 5' })).toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: 'Wear today' }));
    expect(await within(await toasts()).findByText('Outfit worn today')).toBeInTheDocument();
    expect(
      requests.some((r) => r.method === 'POST' && r.url === `/api/outfits/${outfit.id}/wear`),
    ).toBe(true);
  });

  it('deletes a saved outfit after confirming', async () => {
    const outfit = anOutfit({ name: 'date outfit - 3/1/2025' });
    let stored = [outfit];
    const { user, requests } = renderGenerator({
      routes: {
        'GET /api/outfits': () => json(200, stored),
        [`DELETE /api/outfits/${outfit.id}`]: () => {
          stored = [];
          return new Response(null, { status: 204 });
        },
      },
    });
    const card = await screen.findByRole('article', { name: outfit.name }, { timeout: 5000 });
    await user.click(within(card).getByRole('button', { name: `Delete ${outfit.name}` }));
    await user.click(await screen.findByRole('button', { name: 'Delete outfit' }));
    expect(await within(await toasts()).findByText('Outfit deleted')).toBeInTheDocument();
    expect(requests.some((r) => r.method === 'DELETE')).toBe(true);
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: outfit.name })).not.toBeInTheDocument(),
    );
    expect(
      screen.getByText('Outfits you save from the suggestions show up here.'),
    ).toBeInTheDocument();
  });
});
