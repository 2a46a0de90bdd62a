import type { PublicSession } from '@contract/ratings.ts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { ada, json, mockFetch, userRoute } from '@/test/fetch-mock.ts';
import { aRatingSession } from '@/test/fixtures/rating-sessions.ts';
import { renderApp } from '@/test/render-app.tsx';

const TOKEN = 'Zq8_x-3vB9kLm2Np4Rt6Wy1A';
const OUTFIT = '10000000-0000-4000-8000-000000000001';
const SESSION: PublicSession = {
  session: { title: 'Which look for Friday?', description: 'Dinner with the team' },
  outfits: [
    {
      id: OUTFIT,
      name: 'Gallery opening',
      imageUrl: `/api/rating-sessions/token/${TOKEN}/outfits/${OUTFIT}/image`,
    },
  ],
};

const toasts = () => screen.findByRole('region', { name: /Notifications/, hidden: true });

beforeEach(() => window.localStorage.clear());

describe('the vote page', () => {
  it('asks for a name, then a rating, then sends the vote with the token', async () => {
    const { requests } = mockFetch({
      ...userRoute(null),
      [`GET /api/rating-sessions/token/${TOKEN}`]: () => json(200, SESSION),
      'POST /api/rating-votes': (request) =>
        json(201, { id: 'v1', replaced: false, comment: null, ...(request.body as object) }),
    });
    const user = userEvent.setup();
    renderApp({ path: `/vote/${TOKEN}` });

    const card = await screen.findByRole('article', { name: 'Gallery opening' }, { timeout: 5000 });
    expect(screen.getByRole('heading', { name: 'Which look for Friday?' })).toBeInTheDocument();
    expect(screen.getByText('AI Fashion Companion')).toBeInTheDocument();
    // Standalone: no sidebar of the signed-in app.
    expect(screen.queryByRole('link', { name: 'My Wardrobe' })).toBeNull();

    await user.click(within(card).getByRole('button', { name: 'Submit Vote' }));
    expect(await within(await toasts()).findByText('Please enter your name')).toBeInTheDocument();
    expect(screen.getByLabelText('Your Name')).toHaveFocus();

    await user.type(screen.getByLabelText('Your Name'), '  Grace ');
    await user.click(within(card).getByRole('button', { name: 'Submit Vote' }));
    expect(await within(await toasts()).findByText('Please select a rating')).toBeInTheDocument();

    await user.click(within(card).getByRole('radio', { name: '4 stars' }));
    await user.type(within(card).getByLabelText(/Comment/), 'Love it');
    await user.click(within(card).getByRole('button', { name: 'Submit Vote' }));
    expect(
      await within(await toasts()).findByText('Vote submitted successfully!'),
    ).toBeInTheDocument();
    expect(within(card).getByText('You rated 4★')).toBeInTheDocument();
    const vote = requests.find((r) => r.method === 'POST');
    expect(vote?.body).toEqual({
      sessionOutfitId: OUTFIT,
      // The contract's output: the name trimmed, as the server would store it.
      voterName: 'Grace',
      rating: 4,
      comment: 'Love it',
      accessToken: TOKEN,
    });
  });

  it("says 'Session Not Found' for a link that names nothing", async () => {
    mockFetch({
      ...userRoute(null),
      'GET /api/rating-sessions/token/nope-nope-nope': () =>
        json(404, { message: 'Session not found' }),
    });
    renderApp({ path: '/vote/nope-nope-nope' });
    expect(
      await screen.findByText('Session Not Found', undefined, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByText('The rating session link is invalid or expired.')).toBeInTheDocument();
  });

  it("says 'No outfits to rate yet' for a session without outfits", async () => {
    mockFetch({
      ...userRoute(null),
      [`GET /api/rating-sessions/token/${TOKEN}`]: () => json(200, { ...SESSION, outfits: [] }),
    });
    renderApp({ path: `/vote/${TOKEN}` });
    expect(
      await screen.findByText('No outfits to rate yet', undefined, { timeout: 5000 }),
    ).toBeInTheDocument();
  });
});

const aSession = () =>
  aRatingSession({
    title: 'Which look for Friday?',
    accessToken: TOKEN,
    outfits: [
      {
        id: OUTFIT,
        outfitId: null,
        name: 'Gallery opening',
        imageUrl: null,
        itemIds: [],
        voteCount: 0,
        averageRating: null,
      },
    ],
  });

describe('Friends Rating', () => {
  it("shows 'No Rating Sessions Yet' without sessions", async () => {
    mockFetch({ ...userRoute(ada), 'GET /api/rating-sessions': () => json(200, []) });
    renderApp({ path: '/friends-rating' });
    expect(
      await screen.findByText('No Rating Sessions Yet', undefined, { timeout: 5000 }),
    ).toBeInTheDocument();
  });

  it('shows each vote in Voting Results, or the spec’s text when there is none', async () => {
    const session = aSession();
    let votes: unknown[] = [];
    mockFetch({
      ...userRoute(ada),
      'GET /api/rating-sessions': () => json(200, [session]),
      [`GET /api/rating-sessions/${session.id}/votes`]: () => json(200, votes),
    });
    const user = userEvent.setup();
    renderApp({ path: '/friends-rating' });
    await user.click(
      await screen.findByRole('button', { name: 'View Results' }, { timeout: 5000 }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Voting Results' });
    expect(
      await within(dialog).findByText('No votes yet. Share the link with friends!'),
    ).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    votes = [
      {
        id: 'a',
        sessionOutfitId: OUTFIT,
        voterName: 'Grace',
        rating: 5,
        comment: 'Yes!',
        createdAt: '2025-03-02T10:00:00.000Z',
      },
      {
        id: 'b',
        sessionOutfitId: OUTFIT,
        voterName: 'Sam',
        rating: 2,
        comment: null,
        createdAt: '2025-03-02T09:00:00.000Z',
      },
    ];
    await user.click(screen.getByRole('button', { name: 'View Results' }));
    const again = await screen.findByRole('dialog', { name: 'Voting Results' });
    expect(await within(again).findByText('Grace')).toBeInTheDocument();
    expect(within(again).getByText('Yes!')).toBeInTheDocument();
    expect(within(again).getByText('3.5')).toBeInTheDocument();
    expect(within(again).getByText('· 2 votes')).toBeInTheDocument();
  });
});
