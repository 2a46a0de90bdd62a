import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Label } from '@/components/ui/label.tsx';
import { TagInput } from './tag-input.tsx';

function Tags({ initial = '' }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <Label htmlFor="tags">Tags (comma separated)</Label>
      <TagInput id="tags" value={value} onChange={setValue} placeholder="casual, summer" />
      <output>{JSON.stringify(value)}</output>
    </>
  );
}

const chips = () =>
  [...(screen.queryByTestId('tag-chips')?.querySelectorAll('li') ?? [])].map(
    (chip) => chip.textContent,
  );

describe('TagInput', () => {
  it('keeps the text as typed and shows the tags it makes, trimmed and without blanks', async () => {
    render(<Tags />);

    await userEvent.type(
      screen.getByRole('textbox', { name: 'Tags (comma separated)' }),
      ' linen,summer , ,work',
    );

    expect(screen.getByRole('status')).toHaveTextContent('" linen,summer , ,work"');
    expect(chips()).toEqual(['linen', 'summer', 'work']);
  });

  it('shows no chips for an empty field, and the chips stay out of the accessibility tree', () => {
    const { unmount } = render(<Tags />);
    expect(chips()).toEqual([]);
    unmount();
    render(<Tags initial="a, b" />);
    expect(screen.getByTestId('tag-chips')).toHaveAttribute('aria-hidden', 'true');
  });
});
