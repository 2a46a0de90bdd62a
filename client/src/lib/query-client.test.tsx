import { QueryClientProvider, useMutation, useQuery } from '@tanstack/react-query';
import { act, render, renderHook, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { Toaster } from '@/components/ui/toaster.tsx';
import { deferred, json, mockFetch } from '@/test/fetch-mock.ts';
import type { InvalidationMeta } from './invalidation.ts';
import { createQueryClient } from './query-client.ts';
import type { FailureMeta } from './query-meta.ts';
import { requestJson } from './request-json.ts';

function renderWithClient(ui: ReactNode) {
  const client = createQueryClient();
  render(
    <QueryClientProvider client={client}>
      {ui}
      <Toaster />
    </QueryClientProvider>,
  );
  return client;
}

const notifications = () => screen.getByRole('region', { name: 'Notifications (F8)' });

function Things({ meta }: { meta?: FailureMeta }) {
  const { isError } = useQuery({
    queryKey: ['/api/things'],
    queryFn: () => requestJson('/api/things'),
    meta,
  });
  return <p>{isError ? 'failed' : 'loading'}</p>;
}

function DeleteThing({ meta }: { meta?: FailureMeta }) {
  const remove = useMutation({
    mutationFn: () => requestJson('/api/things/1', { method: 'DELETE' }),
    meta,
  });
  return (
    <button type="button" onClick={() => remove.mutate()}>
      {remove.isError ? 'failed' : 'Delete'}
    </button>
  );
}

describe('the query client', () => {
  it('keeps the spec defaults: never stale, no retries, no refetch on focus', () => {
    const { queries, mutations } = createQueryClient().getDefaultOptions();
    expect(queries).toMatchObject({
      staleTime: Infinity,
      retry: false,
      refetchOnWindowFocus: false,
      refetchInterval: false,
    });
    expect(mutations).toMatchObject({ retry: false });
  });

  it("turns a failed query into the destructive toast its meta names, with the server's message", async () => {
    const { requests } = mockFetch({
      'GET /api/things': () => json(500, { message: 'Database is unreachable' }),
    });
    renderWithClient(<Things meta={{ errorTitle: 'Failed to fetch things' }} />);

    await screen.findByText('failed');
    const toast = within(notifications()).getByRole('listitem');
    expect(toast).toHaveClass('destructive');
    expect(toast).toHaveTextContent('Failed to fetch things');
    expect(toast).toHaveTextContent('Database is unreachable');
    expect(requests).toHaveLength(1);
  });

  it('turns a failed mutation into its toast, using the fallback when the body says nothing', async () => {
    mockFetch({ 'DELETE /api/things/1': () => new Response('', { status: 502 }) });
    renderWithClient(
      <DeleteThing meta={{ errorTitle: 'Failed to delete thing', errorFallback: 'Try later.' }} />,
    );

    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));

    await screen.findByRole('button', { name: 'failed' });
    const toast = within(notifications()).getByRole('listitem');
    expect(toast).toHaveClass('destructive');
    expect(toast).toHaveTextContent('Failed to delete thing');
    expect(toast).toHaveTextContent('Try later.');
  });

  it('stays silent for calls without an error title', async () => {
    mockFetch({
      'GET /api/things': () => json(500, { message: 'boom' }),
      'DELETE /api/things/1': () => json(500, { message: 'boom' }),
    });
    renderWithClient(
      <>
        <Things />
        <DeleteThing />
      </>,
    );

    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));

    await screen.findByRole('button', { name: 'failed' });
    await waitFor(() => expect(screen.getByText('failed', { selector: 'p' })).toBeInTheDocument());
    expect(within(notifications()).queryByRole('listitem')).not.toBeInTheDocument();
  });
});

function Outfits() {
  const { data } = useQuery({
    queryKey: ['/api/outfits'],
    queryFn: () => requestJson<string[]>('/api/outfits'),
  });
  return <p>{data ? `Outfit pieces: ${data.join(', ')}` : 'loading'}</p>;
}

/** A wardrobe write declaring what it writes, beside a screen showing the saved outfits. */
async function deleteAPieceBesideOutfits(meta: InvalidationMeta) {
  const client = renderWithClient(<Outfits />);
  await screen.findByText('Outfit pieces: shirt, jeans');
  const { result } = renderHook(
    () =>
      useMutation({
        mutationFn: () => requestJson('/api/wardrobe/shirt', { method: 'DELETE' }),
        meta,
      }),
    {
      wrapper: ({ children }: { children: ReactNode }) => (
        <QueryClientProvider client={client}>{children}</QueryClientProvider>
      ),
    },
  );
  return { client, mutation: result };
}

/** The outfits are shirt and jeans until the shirt is deleted; then whatever the test sends. */
function outfitRoutes() {
  const afterDelete = deferred<Response>();
  let deleted = false;
  const { requests } = mockFetch({
    'DELETE /api/wardrobe/shirt': () => {
      deleted = true;
      return new Response(null, { status: 204 });
    },
    'GET /api/outfits': () => (deleted ? afterDelete.promise : json(200, ['shirt', 'jeans'])),
  });
  const outfitFetches = () => requests.filter((r) => r.url === '/api/outfits').length;
  return { requests, afterDelete, outfitFetches };
}

describe('the declared invalidation', () => {
  it('refetches an active outfits query after a wardrobe write, and waits for it', async () => {
    const { requests, afterDelete, outfitFetches } = outfitRoutes();
    const { client, mutation } = await deleteAPieceBesideOutfits({
      invalidates: ['/api/wardrobe'],
    });
    client.setQueryData(['/api/capsules'], ['shirt']);
    client.setQueryData(['/api/alter-egos'], []);

    let settled = false;
    let done!: Promise<unknown>;
    act(() => {
      done = mutation.current.mutateAsync().then(() => (settled = true));
    });
    await waitFor(() => expect(outfitFetches()).toBe(2));
    expect(settled).toBe(false);

    afterDelete.resolve(json(200, ['jeans']));
    await act(() => done);
    expect(client.getQueryData(['/api/outfits'])).toEqual(['jeans']);
    expect(await screen.findByText('Outfit pieces: jeans')).toBeInTheDocument();
    // Unwatched, a capsule is only marked stale (fetched when shown); alter egos are untouched.
    expect(client.getQueryState(['/api/capsules'])?.isInvalidated).toBe(true);
    expect(client.getQueryState(['/api/alter-egos'])?.isInvalidated).toBe(false);
    expect(requests.map((r) => r.url)).not.toContain('/api/capsules');
  });

  it('settles at once and refetches behind it when the write says "in the background"', async () => {
    const { afterDelete, outfitFetches } = outfitRoutes();
    const { mutation } = await deleteAPieceBesideOutfits({
      invalidates: ['/api/wardrobe'],
      invalidateInBackground: true,
    });

    await act(() => mutation.current.mutateAsync());
    expect(screen.getByText('Outfit pieces: shirt, jeans')).toBeInTheDocument();
    expect(outfitFetches()).toBe(2);

    afterDelete.resolve(json(200, ['jeans']));
    expect(await screen.findByText('Outfit pieces: jeans')).toBeInTheDocument();
  });

  it('refetches nothing for a write that names nothing', async () => {
    const { outfitFetches } = outfitRoutes();
    const { mutation } = await deleteAPieceBesideOutfits({});

    await act(() => mutation.current.mutateAsync());
    expect(outfitFetches()).toBe(1);
  });
});
