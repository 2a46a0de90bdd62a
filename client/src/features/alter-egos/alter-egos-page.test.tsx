import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ada, json, mockFetch, userRoute } from '@/test/fetch-mock.ts';
import { renderApp } from '@/test/render-app.tsx';
import { anAlterEgo } from '@/test/fixtures/alter-egos.ts';

type Routes = Parameters<typeof mockFetch>[0];

function renderPage(alterEgos: unknown[] | (() => Response), routes: Routes = {}) {
  const mock = mockFetch({
    ...userRoute(ada),
    'GET /api/alter-egos': typeof alterEgos === 'function' ? alterEgos : () => json(200, alterEgos),
    ...routes,
  });
  const user = userEvent.setup();
  renderApp({ path: '/alter-egos' });
  return { ...mock, user };
}

const toasts = () => screen.findByRole('region', { name: /Notifications/, hidden: true });
const dialog = () => screen.getByRole('dialog');

async function openCreate(user: ReturnType<typeof userEvent.setup>) {
  await screen.findByRole('heading', { name: 'Alter Egos' }, { timeout: 5000 });
  await user.click((await screen.findAllByRole('button', { name: 'Create New Alter Ego' }))[0]!);
  return screen.findByRole('dialog', { name: 'Create New Alter Ego' });
}

describe('Alter Egos', () => {
  it('shows the empty state', async () => {
    renderPage([]);
    expect(
      await screen.findByText(
        'No alter egos yet. Create your first persona to get started!',
        undefined,
        {
          timeout: 5000,
        },
      ),
    ).toBeInTheDocument();
  });

  it('keeps Save disabled until the persona has a name', async () => {
    const { user } = renderPage([]);
    const form = within(await openCreate(user));
    const save = form.getByRole('button', { name: 'Create Alter Ego' });
    expect(save).toBeDisabled();
    await user.type(form.getByLabelText('Persona Name *'), '   ');
    expect(save).toBeDisabled();
    await user.type(form.getByLabelText('Persona Name *'), 'Boss');
    expect(save).toBeEnabled();
    await user.clear(form.getByLabelText('Persona Name *'));
    expect(save).toBeDisabled();
  });

  it('splits and trims the comma fields, sends an empty description as null, and toasts', async () => {
    const created = anAlterEgo({ name: 'Boardroom Boss' });
    const { user, requests } = renderPage([], {
      'POST /api/alter-egos': () => json(201, created),
    });
    const form = within(await openCreate(user));
    await user.type(form.getByLabelText('Persona Name *'), '  Boardroom Boss ');
    await user.type(form.getByLabelText('Occasions'), 'work,  client dinners , ,');
    await user.type(form.getByLabelText('Color Palette'), ' navy,camel ');
    await user.click(form.getByRole('button', { name: 'Create Alter Ego' }));

    expect(await within(await toasts()).findByText('Alter ego created!')).toBeInTheDocument();
    expect(
      within(await toasts()).getByText('Your new persona is ready for styling.'),
    ).toBeInTheDocument();
    const post = requests.find((r) => r.method === 'POST' && r.url === '/api/alter-egos');
    expect(post?.body).toEqual({
      name: 'Boardroom Boss',
      description: null,
      stylePreferences: [],
      colorPalette: ['navy', 'camel'],
      occasions: ['work', 'client dinners'],
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("toasts 'Failed to create alter ego' with the server's message", async () => {
    const { user } = renderPage([], {
      'POST /api/alter-egos': () => json(409, { message: 'You can keep at most 50 alter egos' }),
    });
    const form = within(await openCreate(user));
    await user.type(form.getByLabelText('Persona Name *'), 'One more');
    await user.click(form.getByRole('button', { name: 'Create Alter Ego' }));
    expect(
      await within(await toasts()).findByText('Failed to create alter ego'),
    ).toBeInTheDocument();
    expect(
      within(await toasts()).getByText('You can keep at most 50 alter egos'),
    ).toBeInTheDocument();
    expect(dialog()).toBeInTheDocument();
  });

  it('shows every part of a card, and Generate Outfits opens the generator with it', async () => {
    const boss = anAlterEgo({
      name: 'Boardroom Boss',
      description: 'Sharp, polished, unhurried.',
      occasions: ['work', 'client dinners'],
      stylePreferences: ['minimalist', 'tailored'],
      colorPalette: ['navy', 'camel', 'moonbeam'],
      personality: 'Quietly expensive: clean lines and a strict palette.',
      celebrityMatch: 'Carolyn Bessette-Kennedy',
    });
    renderPage([boss]);
    const card = await screen.findByRole('article', { name: 'Boardroom Boss' }, { timeout: 5000 });
    for (const text of [
      'Carolyn Bessette-Kennedy vibes',
      'Sharp, polished, unhurried.',
      'client dinners',
      'tailored',
      'moonbeam',
      'AI Personality',
      'Quietly expensive: clean lines and a strict palette.',
    ]) {
      expect(within(card).getByText(text)).toBeInTheDocument();
    }
    expect(within(card).getByRole('link', { name: 'Generate Outfits' })).toHaveAttribute(
      'href',
      `/outfit-generator?occasion=work&persona=${boss.id}`,
    );
  });

  it('leaves out the vibes line and personality when there are none', async () => {
    renderPage([anAlterEgo({ name: 'Plain' })]);
    const card = await screen.findByRole('article', { name: 'Plain' }, { timeout: 5000 });
    expect(within(card).queryByText(/vibes/)).not.toBeInTheDocument();
    expect(within(card).queryByText('AI Personality')).not.toBeInTheDocument();
  });

  it('picks the icon by the first occasion', async () => {
    renderPage([
      anAlterEgo({ name: 'A', occasions: ['Professional events', 'party'] }),
      anAlterEgo({ name: 'B', occasions: ['Club nights'] }),
      anAlterEgo({ name: 'C', occasions: ['weekend brunch'] }),
      anAlterEgo({ name: 'D', occasions: ['gallery openings', 'work'] }),
      anAlterEgo({ name: 'E', occasions: [] }),
    ]);
    await screen.findByRole('article', { name: 'A' }, { timeout: 5000 });
    const icon = (name: string) =>
      within(screen.getByRole('article', { name })).getByTestId('persona-icon').dataset.icon;
    expect(['A', 'B', 'C', 'D', 'E'].map(icon)).toEqual([
      'work',
      'party',
      'casual',
      'default',
      'default',
    ]);
  });

  it('deletes after confirming, with the spec toasts', async () => {
    const ego = anAlterEgo({ name: 'Old me' });
    const { user, requests } = renderPage([ego], {
      [`DELETE /api/alter-egos/${ego.id}`]: () => new Response(null, { status: 204 }),
    });
    const card = await screen.findByRole('article', { name: 'Old me' }, { timeout: 5000 });
    await user.click(within(card).getByRole('button', { name: 'Delete Old me' }));
    await user.click(await screen.findByRole('button', { name: 'Delete persona' }));
    expect(await within(await toasts()).findByText('Alter ego deleted')).toBeInTheDocument();
    expect(requests.some((r) => r.method === 'DELETE')).toBe(true);
  });

  it("toasts 'Failed to delete alter ego' when the delete fails", async () => {
    const ego = anAlterEgo({ name: 'Old me' });
    const { user } = renderPage([ego], {
      [`DELETE /api/alter-egos/${ego.id}`]: () => json(404, { message: 'Alter ego not found' }),
    });
    const card = await screen.findByRole('article', { name: 'Old me' }, { timeout: 5000 });
    await user.click(within(card).getByRole('button', { name: 'Delete Old me' }));
    await user.click(await screen.findByRole('button', { name: 'Delete persona' }));
    expect(
      await within(await toasts()).findByText('Failed to delete alter ego'),
    ).toBeInTheDocument();
  });

  it('edits a persona with PATCH and the spec toasts', async () => {
    const ego = anAlterEgo({ name: 'Weekend Me', occasions: ['weekend'], colorPalette: ['sage'] });
    let fail = true;
    const { user, requests } = renderPage([ego], {
      [`PATCH /api/alter-egos/${ego.id}`]: () =>
        fail ? json(500, { message: 'Database unavailable' }) : json(200, ego),
    });
    const card = await screen.findByRole('article', { name: 'Weekend Me' }, { timeout: 5000 });
    await user.click(within(card).getByRole('button', { name: 'Edit Weekend Me' }));
    const form = within(await screen.findByRole('dialog', { name: 'Edit Weekend Me' }));
    expect(form.getByLabelText('Color Palette')).toHaveValue('sage');
    await user.type(form.getByLabelText('Color Palette'), ', cream');
    await user.click(form.getByRole('button', { name: 'Save Changes' }));
    expect(
      await within(await toasts()).findByText('Failed to update alter ego'),
    ).toBeInTheDocument();

    fail = false;
    await user.click(form.getByRole('button', { name: 'Save Changes' }));
    expect(await within(await toasts()).findByText('Alter ego updated!')).toBeInTheDocument();
    const patch = requests.filter((r) => r.method === 'PATCH').at(-1);
    expect(patch?.body).toMatchObject({ colorPalette: ['sage', 'cream'], occasions: ['weekend'] });
  });

  it("toasts 'Failed to fetch alter egos' when the list fails", async () => {
    renderPage(() => json(500, { message: 'Database unavailable' }));
    expect(
      await within(await toasts()).findByText('Failed to fetch alter egos', undefined, {
        timeout: 5000,
      }),
    ).toBeInTheDocument();
  });
});
