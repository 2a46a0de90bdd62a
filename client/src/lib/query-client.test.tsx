import { QueryClientProvider, useMutation, useQuery } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { Toaster } from '@/components/ui/toaster.tsx';
import { json, mockFetch } from '@/test/fetch-mock.ts';
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
