import type { FashionInsight } from '@contract/insights.ts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { anOutfit } from '@/test/fixtures/outfits.ts';
import { anItem } from '@/test/fixtures/wardrobe-items.ts';
import { invalidate } from '@/lib/invalidation.ts';
import { createQueryClient } from '@/lib/query-client.ts';
import { ada, deferred, json, mockFetch, userRoute } from '@/test/fetch-mock.ts';
import { renderApp } from '@/test/render-app.tsx';
import { EMPTY_WARDROBE_LOOK_NOTE } from '@contract/weather-values.ts';
import { aToday, todayRoute } from '@/test/fixtures/today.ts';

let sequence = 0;
function anInsight(overrides: Partial<FashionInsight> = {}): FashionInsight {
  sequence += 1;
  return {
    id: `40000000-0000-4000-8000-${String(sequence).padStart(12, '0')}`,
    userId: ada.id,
    insightType: 'fun-fact',
    title: `Insight ${sequence}`,
    content: 'Something true about your clothes.',
    imageUrl: null,
    relatedTags: [],
    isRead: false,
    createdAt: '2025-03-01T10:00:00.000Z',
    ...overrides,
  };
}

type Routes = Parameters<typeof mockFetch>[0];

const emptyProfile = {
  totalItems: 0,
  dominantColors: [],
  categoryMix: [],
  formalityMix: [],
  mostWorn: [],
  leastWorn: [],
};

function renderDashboard(routes: Routes = {}) {
  const mock = mockFetch({
    ...userRoute(ada),
    'GET /api/wardrobe': () => json(200, []),
    'GET /api/outfits': () => json(200, []),
    'GET /api/fashion-insights': () => json(200, []),
    'GET /api/ai/style-tip': () =>
      json(200, {
        tip: 'Pair the navy blazer with white trainers.',
        occasion: 'casual',
        weather: 'cloudy',
      }),
    'GET /api/ai/style-profile': () => json(200, emptyProfile),
    // The Today card asks while the wardrobe loads; an empty wardrobe then hides it.
    ...todayRoute(aToday({ look: null, lookNote: EMPTY_WARDROBE_LOOK_NOTE })),
    ...routes,
  });
  const user = userEvent.setup();
  renderApp({ path: '/' });
  return { ...mock, user };
}

const toasts = () => screen.findByRole('region', { name: /Notifications/, hidden: true });
const insightsSection = () =>
  screen.findByRole('region', { name: 'Fashion Insights' }, { timeout: 5000 });

describe('dashboard AI cards', () => {
  it('asks for the tip beside the wardrobe, not after it, and again when the wardrobe changes', async () => {
    const list = deferred<Response>();
    const queryClient = createQueryClient();
    const { requests } = mockFetch({
      ...userRoute(ada),
      'GET /api/wardrobe': () => list.promise,
      'GET /api/outfits': () => json(200, []),
      'GET /api/fashion-insights': () => json(200, []),
      'GET /api/ai/style-tip': () =>
        json(200, { tip: 'Roll the linen sleeves.', occasion: 'casual', weather: 'sunny' }),
      'GET /api/ai/style-profile': () => json(200, emptyProfile),
    });
    renderApp({ path: '/', queryClient });
    const tipRequests = () => requests.filter((r) => r.url === '/api/ai/style-tip').length;
    // The wardrobe list is still on its way: the tip is asked for and shown all the same.
    expect(await screen.findByText('Roll the linen sleeves.', {}, { timeout: 5000 })).toBeVisible();
    expect(tipRequests()).toBe(1);
    list.resolve(json(200, [anItem({ name: 'Linen Shirt' })]));
    await waitFor(() => expect(screen.getAllByText('Linen Shirt').length).toBeGreaterThan(0));
    expect(tipRequests()).toBe(1);

    await invalidate(queryClient, '/api/wardrobe');
    await waitFor(() => expect(tipRequests()).toBe(2));
  });

  it("shows the style tip with 'Try This Look' set to the tip's occasion and weather", async () => {
    renderDashboard();
    const tip = await screen.findByRole(
      'region',
      { name: 'AI Style Tip of the Day' },
      { timeout: 5000 },
    );
    expect(within(tip).getByText('Pair the navy blazer with white trainers.')).toBeInTheDocument();
    expect(within(tip).getByRole('link', { name: 'Try This Look' })).toHaveAttribute(
      'href',
      '/outfit-generator?occasion=casual&weather=cloudy',
    );
  });

  it("shows no tip card without a tip, and toasts 'Failed to get style tip' when it fails", async () => {
    renderDashboard({
      'GET /api/ai/style-tip': () => json(500, { message: 'Stylist unavailable' }),
    });
    expect(
      await within(await toasts()).findByText('Failed to get style tip', undefined, {
        timeout: 5000,
      }),
    ).toBeInTheDocument();
    expect(
      screen.queryByRole('region', { name: 'AI Style Tip of the Day' }),
    ).not.toBeInTheDocument();
  });

  it('shows the first 3 insights, New on unread ones, styled by type', async () => {
    renderDashboard({
      'GET /api/fashion-insights': () =>
        json(200, [
          anInsight({ title: 'You dress like Zendaya', insightType: 'celebrity-match' }),
          anInsight({ title: 'Navy was once black', isRead: true }),
          anInsight({ title: 'Trench coats began in the trenches' }),
          anInsight({ title: 'The fourth one' }),
        ]),
    });
    const section = await insightsSection();
    const cards = await within(section).findAllByRole('article');
    expect(
      cards.map(
        (card) =>
          card.getAttribute('aria-labelledby') && within(card).getByRole('heading').textContent,
      ),
    ).toEqual([
      'You dress like Zendaya',
      'Navy was once black',
      'Trench coats began in the trenches',
    ]);
    expect(within(cards[0]!).getByText('New')).toBeInTheDocument();
    expect(within(cards[1]!).queryByText('New')).not.toBeInTheDocument();
    expect(within(cards[0]!).getByText('Celebrity Match')).toBeInTheDocument();
    expect(cards[0]).toHaveAttribute('data-insight-type', 'celebrity-match');
    expect(within(cards[1]!).getByText('Fun Fact')).toBeInTheDocument();
    expect(cards[1]).toHaveAttribute('data-insight-type', 'fun-fact');
  });

  it('marks an unread insight read when clicked, and not again once read', async () => {
    const unread = anInsight({ title: 'You dress like Zendaya' });
    let stored = [unread];
    const { user, requests } = renderDashboard({
      'GET /api/fashion-insights': () => json(200, stored),
      [`PATCH /api/fashion-insights/${unread.id}`]: () => {
        stored = [{ ...unread, isRead: true }];
        return json(200, stored[0]);
      },
    });
    const section = await insightsSection();
    const card = await within(section).findByRole('article', { name: 'You dress like Zendaya' });
    expect(within(card).getByText('New')).toBeInTheDocument();

    await user.click(within(card).getByText('Something true about your clothes.'));
    await waitFor(() => expect(within(card).queryByText('New')).not.toBeInTheDocument());
    const patches = () => requests.filter((r) => r.method === 'PATCH');
    expect(patches()).toHaveLength(1);
    expect(patches()[0]!.body).toEqual({ isRead: true });

    await user.click(within(card).getByRole('button', { name: 'You dress like Zendaya' }));
    expect(patches()).toHaveLength(1);
  });

  it('fails silently when marking read fails', async () => {
    const unread = anInsight({ title: 'Quiet failure' });
    const { user, requests } = renderDashboard({
      'GET /api/fashion-insights': () => json(200, [unread]),
      [`PATCH /api/fashion-insights/${unread.id}`]: () => json(500, { message: 'Nope' }),
    });
    const card = await within(await insightsSection()).findByRole('article', {
      name: 'Quiet failure',
    });
    await user.click(within(card).getByRole('button', { name: 'Quiet failure' }));
    await waitFor(() => expect(requests.some((r) => r.method === 'PATCH')).toBe(true));
    // Let the failed answer settle: a toast would have been raised by now.
    await new Promise((settle) => setTimeout(settle, 100));
    expect(screen.queryByText(/Nope|Failed/)).not.toBeInTheDocument();
  });

  it('deletes an insight without marking it read', async () => {
    const unread = anInsight({ title: 'Delete me' });
    const { user, requests } = renderDashboard({
      'GET /api/fashion-insights': () => json(200, [unread]),
      [`DELETE /api/fashion-insights/${unread.id}`]: () => new Response(null, { status: 204 }),
    });
    const card = await within(await insightsSection()).findByRole('article', { name: 'Delete me' });
    await user.click(within(card).getByRole('button', { name: 'Delete insight: Delete me' }));
    expect(await within(await toasts()).findByText('Insight deleted')).toBeInTheDocument();
    expect(requests.some((r) => r.method === 'DELETE')).toBe(true);
    expect(requests.some((r) => r.method === 'PATCH')).toBe(false);
  });

  it("toasts 'Failed to delete insight' when the delete fails", async () => {
    const unread = anInsight({ title: 'Stuck' });
    const { user } = renderDashboard({
      'GET /api/fashion-insights': () => json(200, [unread]),
      [`DELETE /api/fashion-insights/${unread.id}`]: () =>
        json(404, { message: 'Insight not found' }),
    });
    const card = await within(await insightsSection()).findByRole('article', { name: 'Stuck' });
    await user.click(within(card).getByRole('button', { name: 'Delete insight: Stuck' }));
    expect(await within(await toasts()).findByText('Failed to delete insight')).toBeInTheDocument();
  });

  it('generates an insight, with the spec toasts for success and failure', async () => {
    let fail = true;
    const { user } = renderDashboard({
      'POST /api/fashion-insights/generate': () =>
        fail ? new Response(null, { status: 500 }) : json(201, anInsight()),
    });
    const generate = await within(await insightsSection()).findByRole('button', {
      name: 'Generate Insight',
    });
    await user.click(generate);
    expect(
      await within(await toasts()).findByText('Failed to generate insight'),
    ).toBeInTheDocument();
    expect(within(await toasts()).getByText('Please try again later.')).toBeInTheDocument();

    fail = false;
    await user.click(generate);
    expect(await within(await toasts()).findByText('New insight generated!')).toBeInTheDocument();
    expect(
      within(await toasts()).getByText('Check out your personalized fashion insight below.'),
    ).toBeInTheDocument();
  });

  it("shows the server's message when generating an insight is refused", async () => {
    const { user } = renderDashboard({
      'POST /api/fashion-insights/generate': () =>
        json(429, { message: 'Generation rate limit reached. Try again in 12 seconds.' }),
    });
    await user.click(
      await within(await insightsSection()).findByRole('button', { name: 'Generate Insight' }),
    );
    expect(
      await within(await toasts()).findByText(
        'Generation rate limit reached. Try again in 12 seconds.',
      ),
    ).toBeInTheDocument();
  });

  it("shows the first 2 saved outfits under AI Suggestions, or 'Generate Your First Outfit'", async () => {
    const shirt = anItem({ name: 'Oxford shirt' });
    renderDashboard({
      'GET /api/wardrobe': () => json(200, [shirt]),
      'GET /api/outfits': () =>
        json(200, [
          anOutfit({ name: 'work outfit - 3/3/2025', itemIds: [shirt.id] }),
          anOutfit({ name: 'date outfit - 3/2/2025' }),
          anOutfit({ name: 'casual outfit - 3/1/2025' }),
        ]),
    });
    const section = await screen.findByRole(
      'region',
      { name: 'AI Suggestions' },
      { timeout: 5000 },
    );
    const cards = await within(section).findAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'work outfit - 3/3/2025',
      'date outfit - 3/2/2025',
    ]);
    expect(
      within(cards[0]!).getByRole('img', { name: 'Oxford shirt (no photo)' }),
    ).toBeInTheDocument();
  });

  it("offers 'Generate Your First Outfit' without saved outfits", async () => {
    renderDashboard();
    const section = await screen.findByRole(
      'region',
      { name: 'AI Suggestions' },
      { timeout: 5000 },
    );
    expect(
      await within(section).findByRole('link', { name: 'Generate Your First Outfit' }),
    ).toHaveAttribute('href', '/outfit-generator');
  });

  it("toasts 'Failed to fetch outfits' when the outfits fail to load", async () => {
    renderDashboard({ 'GET /api/outfits': () => json(500, { message: 'Database unavailable' }) });
    expect(
      await within(await toasts()).findByText('Failed to fetch outfits', undefined, {
        timeout: 5000,
      }),
    ).toBeInTheDocument();
  });

  it("toasts 'Failed to get style profile' when the profile fails to load", async () => {
    renderDashboard({
      'GET /api/ai/style-tip': () => json(200, { tip: 'x', occasion: 'work', weather: 'sunny' }),
      'GET /api/ai/style-profile': () => json(500, { message: 'Database unavailable' }),
    });
    expect(
      await within(await toasts()).findByText('Failed to get style profile', undefined, {
        timeout: 5000,
      }),
    ).toBeInTheDocument();
  });

  it('shows the style profile once the wardrobe has pieces', async () => {
    renderDashboard({
      'GET /api/wardrobe': () => json(200, [anItem()]),
      'GET /api/ai/style-profile': () =>
        json(200, {
          ...emptyProfile,
          totalItems: 4,
          dominantColors: [{ color: 'Navy', count: 3, share: 0.75, neutral: true }],
          categoryMix: [
            { key: 'tops', count: 1, share: 0.25 },
            { key: 'bottoms', count: 3, share: 0.75 },
          ],
          formalityMix: [{ key: 'business', count: 4, share: 1 }],
        }),
    });
    const profile = await screen.findByRole(
      'region',
      { name: 'Your Style Profile' },
      { timeout: 5000 },
    );
    expect(within(profile).getByText('Navy')).toBeInTheDocument();
    expect(
      within(profile)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Navy 75%', 'Bottoms75%', 'Tops25%', 'business100%']);
  });

  it('draws the colours as a strip with segments sized by their share', async () => {
    renderDashboard({
      'GET /api/wardrobe': () => json(200, [anItem()]),
      'GET /api/ai/style-profile': () =>
        json(200, {
          ...emptyProfile,
          totalItems: 4,
          dominantColors: [
            { color: 'Navy', count: 3, share: 0.6, neutral: true },
            { color: 'Olive', count: 2, share: 0.3, neutral: false },
            { color: 'Rust', count: 1, share: 0.1, neutral: false },
          ],
        }),
    });
    const profile = await screen.findByRole(
      'region',
      { name: 'Your Style Profile' },
      { timeout: 5000 },
    );
    const strip = within(profile).getByTestId('palette-strip');
    // The strip is a picture of the list below it, so assistive technology reads the list only.
    expect(strip).toHaveAttribute('aria-hidden', 'true');
    const segments = Array.from(strip.children) as HTMLElement[];
    expect(segments.map((s) => s.style.flexGrow)).toEqual(['0.6', '0.3', '0.1']);
    expect(segments.map((s) => s.title)).toEqual(['Navy 60%', 'Olive 30%', 'Rust 10%']);
    expect(within(profile).getByText('Olive')).toBeInTheDocument();
  });
});
