import type { Capsule } from '@contract/capsules.ts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ada, json, mockFetch, userRoute } from '@/test/fetch-mock.ts';
import { aCapsule } from '@/test/fixtures/capsules.ts';
import { anOutfit } from '@/test/fixtures/outfits.ts';
import { anItem } from '@/test/fixtures/wardrobe-items.ts';
import { renderApp } from '@/test/render-app.tsx';

const items = ['Oxford shirt', 'Knit polo', 'Chinos', 'Jeans', 'Boots', 'Sneakers'].map((name) =>
  anItem({ name }),
);

function renderCapsules(capsules: Capsule[], routes: Parameters<typeof mockFetch>[0] = {}) {
  const mock = mockFetch({
    ...userRoute(ada),
    'GET /api/capsules': () => json(200, capsules),
    'GET /api/wardrobe': () => json(200, items),
    ...routes,
  });
  renderApp({ path: '/capsule' });
  return { ...mock, user: userEvent.setup() };
}

describe('Capsule Wardrobe Builder', () => {
  it('shows the spec empty state and refuses a capsule without a name', async () => {
    const { user, requests } = renderCapsules([]);
    expect(
      await screen.findByText('No capsule wardrobes yet', undefined, { timeout: 5000 }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create Your First Capsule' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create New Capsule Wardrobe' });
    await user.click(within(dialog).getByRole('button', { name: 'Create Capsule' }));
    expect(within(dialog).getByText('Name is required')).toBeInTheDocument();
    expect(requests.some((r) => r.method === 'POST')).toBe(false);
  });

  it('shows the card and stops the selection at the limit, dimming the rest', async () => {
    const capsule = aCapsule({
      description: 'Five pieces',
      itemIds: [items[0]!.id],
      outfitCount: 4,
    });
    const { user, requests } = renderCapsules([capsule], {
      [`PUT /api/capsules/${capsule.id}`]: (request) =>
        json(200, { ...capsule, itemIds: (request.body as { itemIds: string[] }).itemIds }),
    });
    expect(
      await screen.findByText('1 of 5 items', undefined, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByText('Work Essentials')).toBeInTheDocument();
    expect(screen.getByText('All Season')).toBeInTheDocument();
    expect(screen.getByText('4 outfits')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Manage Items' }));
    const dialog = await screen.findByRole('dialog', { name: 'Select Items for Workweek' });
    const grid = await within(dialog).findByRole('list', { name: 'Wardrobe items' });
    for (const name of ['Knit polo', 'Chinos', 'Jeans', 'Boots', 'Sneakers']) {
      await user.click(within(grid).getByRole('button', { name: new RegExp(name) }));
    }
    expect(within(dialog).getByText(/\(5 \/ 5\s+selected\)/)).toBeInTheDocument();
    const sneakers = within(grid).getByRole('button', { name: /Sneakers/ });
    expect(sneakers).toHaveAttribute('aria-disabled', 'true');
    expect(sneakers).toHaveAttribute('aria-pressed', 'false');
    await user.click(within(dialog).getByRole('button', { name: 'Save Items' }));
    await waitFor(() => expect(requests.some((r) => r.method === 'PUT')).toBe(true));
    const put = requests.find((r) => r.method === 'PUT')!;
    expect((put.body as { itemIds: string[] }).itemIds).toHaveLength(5);
  });

  it('keeps a generated look, and Escape still closes the dialog under the toast', async () => {
    const capsule = aCapsule({ itemIds: items.slice(0, 5).map((i) => i.id), outfitCount: 4 });
    const look = { description: 'Shirt and chinos', items: [items[0]!.id, items[2]!.id] };
    const { user, requests } = renderCapsules([capsule], {
      [`POST /api/capsules/${capsule.id}/generate`]: () =>
        json(200, { suggestions: [{ ...look, styleRating: 4, tips: [] }] }),
      'POST /api/outfits': () => json(201, anOutfit({ itemIds: look.items })),
    });
    await user.click(
      await screen.findByRole('button', { name: 'Generate Outfits' }, { timeout: 5000 }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Outfits from Workweek' });
    await user.click(within(dialog).getByRole('button', { name: 'Generate Outfits' }));
    await user.click(await within(dialog).findByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Outfit created successfully!')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Saved' })).toBeInTheDocument();
    expect(requests.find((r) => r.url === '/api/outfits')!.body).toMatchObject({
      itemIds: look.items,
      occasion: 'work',
      aiGenerated: true,
    });

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  }, 15_000);
});
