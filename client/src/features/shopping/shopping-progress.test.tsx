import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ada, deferred, json, mockFetch, userRoute } from '@/test/fetch-mock.ts';
import { aSuggestion } from '@/test/fixtures/shopping-suggestions.ts';
import { renderApp } from '@/test/render-app.tsx';

describe('Shopping generation progress', () => {
  it('says it is working, shows placeholder cards and leaves the list usable', async () => {
    const answer = deferred<Response>();
    const sneakers = aSuggestion({ itemName: 'White sneakers' });
    const { requests } = mockFetch({
      ...userRoute(ada),
      'GET /api/shopping-suggestions': () => json(200, [sneakers]),
      'POST /api/shopping-suggestions/generate': () => answer.promise,
      [`PUT /api/shopping-suggestions/${sneakers.id}`]: () =>
        json(200, { ...sneakers, isViewed: true }),
    });
    const user = userEvent.setup();
    renderApp({ path: '/shopping' });
    const card = await screen.findByRole('article', { name: 'White sneakers' }, { timeout: 5000 });
    expect(screen.queryByText('Looking for the gaps in your wardrobe…')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Generate Suggestions' }));
    const note = await screen.findByText('Looking for the gaps in your wardrobe…');
    const live = note.closest('[role="status"]')!;
    expect(live).toHaveAttribute('aria-live', 'polite');
    expect(screen.getByRole('button', { name: 'Generating...' })).toBeDisabled();
    expect(screen.getAllByTestId('pending-suggestion')).toHaveLength(2);

    // The page is not blocked: the existing card still works while generating.
    await user.click(within(card).getByRole('button', { name: 'Mark Viewed' }));
    await waitFor(() => expect(requests.some((r) => r.method === 'PUT')).toBe(true));

    answer.resolve(json(201, []));
    await waitFor(() => expect(screen.queryAllByTestId('pending-suggestion')).toHaveLength(0));
    expect(live).toBeEmptyDOMElement();
  }, 15_000);
});
