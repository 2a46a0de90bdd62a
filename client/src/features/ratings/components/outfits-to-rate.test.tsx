import { SESSION_OUTFITS_MAX } from '@contract/ratings.ts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ada, json, mockFetch, userRoute } from '@/test/fetch-mock.ts';
import { anOutfit } from '@/test/fixtures/outfits.ts';
import { anItem } from '@/test/fixtures/wardrobe-items.ts';
import { renderApp } from '@/test/render-app.tsx';

const dress = anItem({ name: 'Slip dress', category: 'dresses' });
const boots = anItem({ name: 'Boots', category: 'shoes' });
const outfits = Array.from({ length: SESSION_OUTFITS_MAX + 1 }, (_, index) =>
  anOutfit({ name: `Look ${index + 1}`, itemIds: index ? [dress.id] : [dress.id, boots.id] }),
);

async function openForm() {
  mockFetch({
    ...userRoute(ada),
    'GET /api/rating-sessions': () => json(200, []),
    'GET /api/outfits': () => json(200, outfits),
    'GET /api/wardrobe': () => json(200, [dress, boots]),
  });
  const user = userEvent.setup();
  renderApp({ path: '/friends-rating' });
  await user.click(
    (
      await screen.findAllByRole('button', { name: 'Create New Rating Session' }, { timeout: 5000 })
    )[0]!,
  );
  const form = screen.getByRole('form', { name: 'Create New Rating Session' });
  return { user, form, grid: await within(form).findByRole('list', { name: 'Outfits to rate' }) };
}

describe('Outfits to rate', () => {
  it('shows each saved outfit by its pieces and counts the ones chosen', async () => {
    const { user, form, grid } = await openForm();
    const first = within(grid).getByRole('button', { name: 'Look 1, 2 pieces' });
    expect(within(grid).getByRole('button', { name: 'Look 2, 1 piece' })).toBeInTheDocument();
    expect(within(form).getByText(`0 of ${SESSION_OUTFITS_MAX} chosen`)).toBeInTheDocument();

    await user.click(first);
    expect(first).toHaveAttribute('aria-pressed', 'true');
    expect(within(form).getByText(`1 of ${SESSION_OUTFITS_MAX} chosen`)).toBeInTheDocument();
    await user.click(first);
    expect(first).toHaveAttribute('aria-pressed', 'false');
  });

  it('stops at six: the last one is dimmed and says why', async () => {
    const { user, form, grid } = await openForm();
    for (let n = 1; n <= SESSION_OUTFITS_MAX; n++) {
      await user.click(within(grid).getByRole('button', { name: new RegExp(`^Look ${n},`) }));
    }
    expect(within(form).getByText('6 of 6 chosen')).toBeInTheDocument();
    const last = within(grid).getByRole('button', { name: /^Look 7,/ });
    expect(last).toHaveAttribute('aria-disabled', 'true');
    expect(last).toHaveAccessibleDescription(
      'The limit of 6 outfits is reached: remove one to choose another.',
    );
    await user.click(last);
    expect(last).toHaveAttribute('aria-pressed', 'false');
  });
});
