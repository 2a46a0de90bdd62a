import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { ChoiceGrid, toggleChoice } from './choice-grid.tsx';

const looks = [
  { id: 'a', name: 'Gallery opening', pieces: 3 },
  { id: 'b', name: 'Studio Monday', pieces: 1 },
  { id: 'c', name: 'Sunday market', pieces: 2 },
];

function Looks({ max }: { max?: number }) {
  const [selected, setSelected] = useState<string[]>([]);
  return (
    <>
      <span id="looks-label">Outfits to rate</span>
      <ChoiceGrid
        options={looks}
        selected={selected}
        onChange={setSelected}
        max={max}
        noun="outfits"
        labelledBy="looks-label"
        caption={(look) => ({ name: look.name, detail: `${look.pieces} pieces` })}
        media={(look) => <span data-testid={`collage-${look.id}`} />}
      />
      <output>{selected.join(',')}</output>
    </>
  );
}

const choice = (name: RegExp) => screen.getByRole('button', { name });

describe('toggleChoice', () => {
  it('adds at the end, removes wherever it is, and adds nothing past the limit', () => {
    expect(toggleChoice(['a'], 'b')).toEqual(['a', 'b']);
    expect(toggleChoice(['a', 'b', 'c'], 'b')).toEqual(['a', 'c']);
    expect(toggleChoice(['a', 'b'], 'c', 2)).toEqual(['a', 'b']);
    expect(toggleChoice(['a', 'b'], 'a', 2)).toEqual(['b']);
  });
});

describe('ChoiceGrid', () => {
  it('is a list named by visible text, each choice named by its caption', () => {
    render(<Looks />);
    expect(screen.getByRole('list', { name: 'Outfits to rate' })).toBeInTheDocument();
    expect(choice(/^Gallery opening, 3 pieces$/)).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByText('Studio Monday')).toBeVisible();
    expect(screen.getByTestId('collage-a')).toBeInTheDocument();
  });

  it('says the limit in its own noun and frees the rest when one is removed', async () => {
    render(<Looks max={1} />);
    const user = userEvent.setup();
    await user.click(choice(/Studio Monday/));
    expect(choice(/Sunday market/)).toHaveAttribute('aria-disabled', 'true');
    expect(choice(/Sunday market/)).toHaveAccessibleDescription(
      'The limit of 1 outfits is reached: remove one to choose another.',
    );

    // Still focusable at the limit, so the keyboard reaches it and hears why.
    expect(choice(/Studio Monday/)).toHaveFocus();
    await user.tab();
    expect(choice(/Sunday market/)).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('status')).toHaveTextContent(/^b$/);

    await user.click(choice(/Studio Monday/));
    expect(choice(/Sunday market/)).not.toHaveAttribute('aria-disabled');
  });
});
