import type { DiaryEntry } from '@contract/diary.ts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ada, json, mockFetch, userRoute } from '@/test/fetch-mock.ts';
import { aDiaryEntry } from '@/test/fixtures/diary-entries.ts';
import { renderApp } from '@/test/render-app.tsx';

type Routes = Parameters<typeof mockFetch>[0];

function renderDiary(entries: DiaryEntry[], routes: Routes = {}) {
  const mock = mockFetch({
    ...userRoute(ada),
    'GET /api/style-diary': () => json(200, entries),
    ...routes,
  });
  const user = userEvent.setup();
  renderApp({ path: '/style-diary' });
  return { ...mock, user };
}

const toasts = () => screen.findByRole('region', { name: /Notifications/, hidden: true });

describe('Style Diary', () => {
  it('shows the spec’s empty state', async () => {
    renderDiary([]);
    expect(
      await screen.findByText(
        'Your style diary is empty. Start collecting fashion inspiration!',
        undefined,
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Capture and organize fashion inspiration from across the web'),
    ).toBeInTheDocument();
  });

  it('shows at most 3 tags on a card and filters by favourite and tag', async () => {
    const { user } = renderDiary([
      aDiaryEntry({
        title: 'Linen look',
        tags: ['linen', 'summer', 'navy', 'relaxed'],
        isFavorite: true,
      }),
      aDiaryEntry({ title: 'Tailoring', tags: ['tailoring'] }),
    ]);
    await screen.findByRole('button', { name: 'Open Linen look' }, { timeout: 5000 });
    const tagLists = screen.getAllByRole('list', { name: 'Tags' });
    expect(
      within(tagLists[0]!)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['linen', 'summer', 'navy']);
    await user.click(screen.getByRole('button', { name: /Favourites/ }));
    expect(screen.queryByRole('button', { name: 'Open Tailoring' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Favourites/ }));
    await user.click(screen.getByRole('button', { name: '#tailoring' }));
    expect(screen.queryByRole('button', { name: 'Open Linen look' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open Tailoring' })).toBeInTheDocument();
  });

  it('sends the add form as multipart with tags as JSON text, and toasts', async () => {
    const created = aDiaryEntry({ title: 'Camel coat' });
    const { user, requests } = renderDiary([], {
      'POST /api/style-diary': () => json(201, created),
    });
    await user.click(
      await screen.findByRole('button', { name: 'Add Inspiration' }, { timeout: 5000 }),
    );
    const save = screen.getByRole('button', { name: 'Save Inspiration' });
    expect(save).toBeDisabled();
    await user.type(screen.getByLabelText('Title *'), 'Camel coat');
    await user.type(screen.getByLabelText('Tags (comma separated)'), 'camel, , winter ');
    await user.type(screen.getByLabelText('Source URL'), 'javascript:alert(1)');
    expect(save).toBeDisabled();
    await user.clear(screen.getByLabelText('Source URL'));
    await user.type(screen.getByLabelText('Source URL'), 'https://example.com/coat');
    await user.click(save);
    await waitFor(() => expect(requests.some((r) => r.method === 'POST')).toBe(true));
    const body = requests.find((r) => r.method === 'POST')!.body as FormData;
    expect(body.get('title')).toBe('Camel coat');
    expect(body.get('tags')).toBe('["camel","winter"]');
    expect(body.get('sourceType')).toBe('web');
    expect(await within(await toasts()).findByText('Entry added!')).toBeInTheDocument();
  });

  it('shows the server’s message when adding fails', async () => {
    const { user } = renderDiary([], {
      'POST /api/style-diary': () => json(415, { message: 'Unsupported image type' }),
    });
    await user.click(
      await screen.findByRole('button', { name: 'Add Inspiration' }, { timeout: 5000 }),
    );
    await user.type(screen.getByLabelText('Title *'), 'Broken');
    await user.click(screen.getByRole('button', { name: 'Save Inspiration' }));
    expect(await within(await toasts()).findByText('Failed to add entry')).toBeInTheDocument();
    expect(within(await toasts()).getByText('Unsupported image type')).toBeInTheDocument();
  });

  it('opens an entry with its source link safe to follow', async () => {
    const { user } = renderDiary([
      aDiaryEntry({
        title: 'Pinned',
        sourceType: 'pinterest',
        sourceUrl: 'https://pinterest.com/pin/1',
        notes: 'Try it',
      }),
    ]);
    await user.click(await screen.findByRole('button', { name: 'Open Pinned' }, { timeout: 5000 }));
    const link = await screen.findByRole('link', { name: /Open source/ });
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(link).toHaveAttribute('href', 'https://pinterest.com/pin/1');
    expect(screen.getByText('Try it')).toBeInTheDocument();
  });

  it('edits an entry with one PATCH of every field, blanks cleared', async () => {
    const entry = aDiaryEntry({ title: 'Linen', description: 'Soft', tags: ['linen'] });
    const { user, requests } = renderDiary([entry], {
      [`PATCH /api/style-diary/${entry.id}`]: () => json(200, { ...entry, title: 'Linen suit' }),
    });
    await user.click(await screen.findByRole('button', { name: 'Open Linen' }, { timeout: 5000 }));
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    const title = screen.getByLabelText('Title *');
    await user.clear(title);
    const save = screen.getByRole('button', { name: 'Save Changes' });
    await waitFor(() => expect(save).toBeDisabled());
    await user.type(title, 'Linen suit');
    await user.clear(screen.getByLabelText('Description'));
    await user.click(save);
    await waitFor(() => expect(requests.some((r) => r.method === 'PATCH')).toBe(true));
    expect(requests.find((r) => r.method === 'PATCH')!.body).toEqual({
      title: 'Linen suit',
      description: null,
      sourceType: 'web',
      sourceUrl: null,
      tags: ['linen'],
      notes: null,
    });
    expect(await within(await toasts()).findByText('Entry updated!')).toBeInTheDocument();
  });

  it('asks before deleting, then deletes and toasts', async () => {
    const entry = aDiaryEntry({ title: 'Old look' });
    const { user, requests } = renderDiary([entry], {
      [`DELETE /api/style-diary/${entry.id}`]: () => new Response(null, { status: 204 }),
    });
    await user.click(
      await screen.findByRole('button', { name: 'Delete Old look' }, { timeout: 5000 }),
    );
    const ask = await screen.findByRole('alertdialog', { name: 'Delete “Old look”?' });
    await user.click(within(ask).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(requests.some((r) => r.method === 'DELETE')).toBe(true));
    expect(await within(await toasts()).findByText('Entry deleted')).toBeInTheDocument();
  });

  it('sends the chosen image with the entry, and none once it is removed', async () => {
    const { user, requests } = renderDiary([], {
      'POST /api/style-diary': () => json(201, aDiaryEntry({ title: 'Coat' })),
    });
    await user.click(
      await screen.findByRole('button', { name: 'Add Inspiration' }, { timeout: 5000 }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Add Inspiration' });
    const photo = new File(['jpeg bytes'], 'coat.jpg', { type: 'image/jpeg' });
    await user.upload(within(dialog).getByLabelText('Choose an image'), photo);
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(within(dialog).queryByRole('img', { name: 'Chosen inspiration' })).toBeNull();
    await user.upload(within(dialog).getByLabelText('Choose an image'), photo);
    expect(within(dialog).getByRole('img', { name: 'Chosen inspiration' })).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Title *'), 'Coat');
    await user.click(within(dialog).getByRole('button', { name: 'Save Inspiration' }));
    await waitFor(() => expect(requests.some((r) => r.method === 'POST')).toBe(true));
    const body = requests.find((r) => r.method === 'POST')!.body as FormData;
    expect((body.get('image') as File).name).toBe('coat.jpg');
    expect(body.has('tags')).toBe(false);
  });

  it('builds only the entries near the screen once the diary holds a hundred or more', async () => {
    const entries = Array.from({ length: 150 }, (_, i) => aDiaryEntry({ title: `Look ${i + 1}` }));
    renderDiary(entries);
    const first = await screen.findByRole('button', { name: 'Open Look 1' }, { timeout: 5000 });
    const built = screen.getAllByRole('button', { name: /^Open Look/ });
    expect(built.length).toBeLessThan(60);
    expect(first.closest('[role="listitem"]')).toHaveAttribute('aria-setsize', '150');
  });
});
