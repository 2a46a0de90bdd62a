import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { ItemPickerGrid, type PickerItem } from './item-picker-grid.tsx';

const piece = (id: string, name: string, category: PickerItem['category']): PickerItem => ({
  id,
  name,
  category,
  thumbnailUrl: id === 'a' ? '/api/blobs/u/a-thumb.webp' : null,
  imageUrl: null,
  displayImage: 'original',
});

const items = [
  piece('a', 'Oxford shirt', 'tops'),
  piece('b', 'Wide jeans', 'bottoms'),
  piece('c', 'Silk scarf', 'accessories'),
];

function Picker({ max, initial = [] }: { max?: number; initial?: string[] }) {
  const [selected, setSelected] = useState<string[]>(initial);
  return (
    <>
      <ItemPickerGrid
        items={items}
        selected={selected}
        onChange={setSelected}
        max={max}
        label="Wardrobe items"
      />
      <output>{selected.join(',')}</output>
    </>
  );
}

const card = (name: RegExp) => screen.getByRole('button', { name });
const chosen = () => screen.getByRole('status').textContent;

describe('ItemPickerGrid', () => {
  it('shows each piece with its name and category, photo or placeholder', () => {
    render(<Picker />);
    const grid = screen.getByRole('list', { name: 'Wardrobe items' });
    expect(within(grid).getAllByRole('button')).toHaveLength(3);
    expect(card(/^Oxford shirt, Tops$/)).toBeInTheDocument();
    expect(card(/^Silk scarf, Accessories$/)).toBeInTheDocument();
    expect(grid.querySelector('img')).toHaveAttribute('src', '/api/blobs/u/a-thumb.webp');
  });

  it('toggles a piece on click and marks it with a check', async () => {
    render(<Picker />);
    const user = userEvent.setup();

    await user.click(card(/Wide jeans/));
    expect(card(/Wide jeans/)).toHaveAttribute('aria-pressed', 'true');
    expect(within(card(/Wide jeans/)).getByTestId('picker-check')).toBeInTheDocument();
    expect(chosen()).toBe('b');

    await user.click(card(/Wide jeans/));
    expect(card(/Wide jeans/)).toHaveAttribute('aria-pressed', 'false');
    expect(screen.queryByTestId('picker-check')).not.toBeInTheDocument();
    expect(chosen()).toBe('');
  });

  it('works from the keyboard', async () => {
    render(<Picker />);
    const user = userEvent.setup();

    await user.tab();
    expect(card(/Oxford shirt/)).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.tab();
    await user.keyboard(' ');

    expect(chosen()).toBe('a,b');
  });

  it('at the limit dims the others and will not choose them, but frees them again', async () => {
    render(<Picker max={2} initial={['a', 'b']} />);
    const user = userEvent.setup();

    const scarf = card(/Silk scarf/);
    expect(scarf).toHaveAttribute('aria-disabled', 'true');
    expect(scarf).toHaveClass('opacity-40');
    expect(scarf).toHaveAccessibleDescription(/limit of 2 items is reached/);
    expect(card(/Oxford shirt/)).not.toHaveAttribute('aria-disabled');

    await user.click(scarf);
    expect(chosen()).toBe('a,b');

    await user.click(card(/Oxford shirt/));
    expect(card(/Silk scarf/)).not.toHaveAttribute('aria-disabled');
    await user.click(card(/Silk scarf/));
    expect(chosen()).toBe('b,c');
  });

  it('lays out two columns on a phone', () => {
    render(<Picker />);
    expect(screen.getByRole('list', { name: 'Wardrobe items' })).toHaveClass('grid-cols-2');
  });

  it('adds a note under a piece when asked, e.g. why it is proposed', () => {
    render(
      <ItemPickerGrid
        items={items}
        selected={[]}
        onChange={() => {}}
        label="Wardrobe items"
        noteFor={(item) => (item.category === 'accessories' ? 'Packs small' : null)}
      />,
    );
    expect(screen.getByText('Packs small')).toBeInTheDocument();
    expect(card(/Silk scarf/)).toHaveAccessibleDescription('Packs small');
  });

  it('shows placeholders while loading, and the empty line when there is nothing to choose', () => {
    const { rerender } = render(
      <ItemPickerGrid
        items={[]}
        selected={[]}
        onChange={() => {}}
        label="Wardrobe items"
        loading
      />,
    );
    expect(screen.getByRole('list', { name: 'Loading' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByRole('list', { name: 'Wardrobe items' })).not.toBeInTheDocument();

    rerender(
      <ItemPickerGrid
        items={[]}
        selected={[]}
        onChange={() => {}}
        label="Wardrobe items"
        empty={<p>Nothing to choose yet</p>}
      />,
    );
    expect(screen.getByText('Nothing to choose yet')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();

    // Without a line of its own, an empty wardrobe says so.
    rerender(
      <ItemPickerGrid items={[]} selected={[]} onChange={() => {}} label="Wardrobe items" />,
    );
    expect(
      screen.getByText('Your wardrobe is empty. Add pieces to choose from.'),
    ).toBeInTheDocument();
  });
});
