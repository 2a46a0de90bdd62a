import { render, screen, within } from '@testing-library/react';
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { Toaster } from '@/components/ui/toaster.tsx';
import { invalidFormToast } from './invalid-form-toast.ts';

type Values = { name: string; category: string; tags: string };

const onInvalid = invalidFormToast<Values>({
  name: { title: 'Name required', description: 'Please enter a name for your item.' },
  category: 'Category required',
});

function shown() {
  const toast = within(screen.getByRole('region', { name: /Notifications/ })).getByRole('listitem');
  return { toast, text: toast.textContent };
}

describe('invalidFormToast', () => {
  it("shows the first failing field's spec toast, in the order given, not the form's", () => {
    render(<Toaster />);
    act(() =>
      onInvalid({
        category: { type: 'custom', message: 'Please select a category for your item.' },
        name: { type: 'custom', message: 'Too short' },
      }),
    );
    expect(shown().toast).toHaveClass('destructive');
    expect(shown().text).toBe('Name requiredPlease enter a name for your item.');
  });

  it("uses the schema's message when the field's toast is only a title", () => {
    render(<Toaster />);
    act(() =>
      onInvalid({
        category: { type: 'custom', message: 'Please select a category for your item.' },
      }),
    );
    expect(shown().text).toBe('Category requiredPlease select a category for your item.');
  });

  it('never refuses in silence: another field says what is wrong under a general title', () => {
    render(<Toaster />);
    act(() => onInvalid({ tags: { type: 'custom', message: 'At most 20 tags' } }));
    expect(shown().text).toBe('Please check the formAt most 20 tags');
  });
});
