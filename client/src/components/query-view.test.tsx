import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { QueryView } from './query-view.tsx';

type Query = Parameters<typeof QueryView<string[]>>[0]['query'];

const query = (state: Partial<Query>): Query => ({
  data: undefined,
  isPending: false,
  isError: false,
  error: null,
  refetch: vi.fn(),
  ...state,
});

function view(state: Partial<Query>, props: { error?: string; isEmpty?: () => boolean } = {}) {
  return render(
    <QueryView query={query(state)} loading={<p>Loading</p>} empty={<p>Nothing yet</p>} {...props}>
      {(names) => <p>{names.join(', ')}</p>}
    </QueryView>,
  );
}

describe('QueryView', () => {
  it('shows the skeleton until the first answer', () => {
    view({ isPending: true });
    expect(screen.getByText('Loading')).toBeInTheDocument();
  });

  it('shows the failure with Try again, which asks again', async () => {
    const refetch = vi.fn();
    view({ isError: true, data: ['Ada'], refetch }, { error: 'The list could not be loaded.' });
    expect(screen.getByText('The list could not be loaded.')).toBeInTheDocument();
    expect(screen.queryByText('Ada')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(refetch).toHaveBeenCalledOnce();
  });

  it('shows nothing for a failure it has no words for, not the empty state', () => {
    const { container } = view({ isError: true });
    expect(container).toBeEmptyDOMElement();
  });

  it('shows the empty state for an empty list, or what isEmpty calls empty', () => {
    view({ data: [] });
    expect(screen.getByText('Nothing yet')).toBeInTheDocument();
    view({ data: ['Ada'] }, { isEmpty: () => true });
    expect(screen.getAllByText('Nothing yet')).toHaveLength(2);
  });

  it('gives the answer to its children', () => {
    view({ data: ['Ada', 'Grace'] });
    expect(screen.getByText('Ada, Grace')).toBeInTheDocument();
  });
});
