import { act, render, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  byText,
  fewestFirst,
  mostFirst,
  newestFirst,
  sortList,
  thenBy,
  useListSort,
  type ListSorts,
} from './list-sort.ts';
import { SortSelect } from './sort-select.tsx';

interface Row {
  name: string;
  n: number;
  createdAt: string;
}
const rows: Row[] = [
  { name: 'beta', n: 1, createdAt: '2025-01-02T00:00:00.000Z' },
  { name: 'Alpha', n: 3, createdAt: '2025-01-01T00:00:00.000Z' },
  { name: 'Émile', n: 1, createdAt: '2025-01-03T00:00:00.000Z' },
];
const SORTS = {
  server: { label: 'As sent', compare: null },
  newest: { label: 'Newest', compare: newestFirst },
  name: { label: 'Name A–Z', compare: byText((r) => r.name) },
  most: { label: 'Most', compare: mostFirst((r) => r.n) },
} satisfies ListSorts<Row, string>;
const KEY = 'afc:test-sort';

afterEach(() => {
  vi.restoreAllMocks();
  window.localStorage.clear();
});

describe('sortList', () => {
  it('keeps the server order by default and sorts a copy otherwise, ties in server order', () => {
    const names = (sort: keyof typeof SORTS) => sortList(rows, SORTS, sort).map((r) => r.name);
    expect(names('server')).toEqual(['beta', 'Alpha', 'Émile']);
    expect(names('newest')).toEqual(['Émile', 'beta', 'Alpha']);
    // Case and accents do not matter.
    expect(names('name')).toEqual(['Alpha', 'beta', 'Émile']);
    // beta and Émile tie on 1: server order.
    expect(names('most')).toEqual(['Alpha', 'beta', 'Émile']);
    expect(rows.map((r) => r.name)).toEqual(['beta', 'Alpha', 'Émile']);
  });
});

describe('the comparisons', () => {
  const prices = [{ p: 3 }, { p: null }, { p: 10 }, { p: 1 }];
  const order = (compare: (a: { p: number | null }, b: { p: number | null }) => number) =>
    prices.toSorted(compare).map((row) => row.p);

  it('sort numbers either way and put the entries without one last', () => {
    expect(order(mostFirst((row) => row.p))).toEqual([10, 3, 1, null]);
    expect(order(fewestFirst((row) => row.p))).toEqual([1, 3, 10, null]);
  });

  it('settle ties with the next comparison', () => {
    const byCountThenName = thenBy(
      mostFirst((r: Row) => r.n),
      byText((r: Row) => r.name),
    );
    expect(rows.toSorted(byCountThenName).map((r) => r.name)).toEqual(['Alpha', 'beta', 'Émile']);
    const byCountThenNewest = thenBy(
      fewestFirst((r: Row) => r.n),
      newestFirst,
    );
    expect(rows.toSorted(byCountThenNewest).map((r) => r.name)).toEqual(['Émile', 'beta', 'Alpha']);
  });
});

describe('useListSort', () => {
  it('starts from the default, keeps a choice in localStorage and reads it back', () => {
    const first = renderHook(() => useListSort(KEY, SORTS, 'server'));
    expect(first.result.current[0]).toBe('server');
    act(() => first.result.current[1]('name'));
    expect(first.result.current[0]).toBe('name');
    expect(window.localStorage.getItem(KEY)).toBe('name');
    const second = renderHook(() => useListSort(KEY, SORTS, 'server'));
    expect(second.result.current[0]).toBe('name');
  });

  it('ignores an unknown stored or chosen value', () => {
    window.localStorage.setItem(KEY, 'nonsense');
    const { result } = renderHook(() => useListSort(KEY, SORTS, 'server'));
    expect(result.current[0]).toBe('server');
    act(() => result.current[1]('toString'));
    expect(result.current[0]).toBe('server');
  });

  it('still sorts for the visit when storage is off', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('denied');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('denied');
    });
    const { result } = renderHook(() => useListSort(KEY, SORTS, 'server'));
    act(() => result.current[1]('most'));
    expect(result.current[0]).toBe('most');
  });
});

function Picker() {
  const [value, setValue] = useState('server');
  return <SortSelect label="Sort rows" sorts={SORTS} value={value} onChange={setValue} />;
}

describe('SortSelect', () => {
  it('is a labelled select offering every sort, showing the chosen one', async () => {
    const user = userEvent.setup();
    render(<Picker />);
    const select = screen.getByRole('combobox', { name: 'Sort rows' });
    expect(select).toHaveTextContent('As sent');
    await user.click(select);
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'As sent',
      'Newest',
      'Name A–Z',
      'Most',
    ]);
    await user.click(screen.getByRole('option', { name: 'Name A–Z' }));
    expect(select).toHaveTextContent('Name A–Z');
  });
});
