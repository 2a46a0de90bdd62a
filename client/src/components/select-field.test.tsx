import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { Form } from '@/components/ui/form.tsx';
import { SelectField } from './select-field.tsx';

const SIZES = ['s', 'm', 'l'] as const;
const SIZE_LABELS = { s: 'Small', m: 'Medium', l: 'Large' };

function Harness() {
  const form = useForm({ defaultValues: { size: 'm' } });
  return (
    <Form {...form}>
      <SelectField
        control={form.control}
        name="size"
        label="Size"
        options={SIZES}
        labels={SIZE_LABELS}
      />
      <output>{form.watch('size')}</output>
    </Form>
  );
}

describe('SelectField', () => {
  it('shows the field’s choice by its label and writes the picked option to the form', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const select = screen.getByRole('combobox', { name: 'Size' });
    expect(select).toHaveTextContent('Medium');

    await user.click(select);
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Small',
      'Medium',
      'Large',
    ]);
    await user.click(screen.getByRole('option', { name: 'Large' }));
    expect(screen.getByRole('status')).toHaveTextContent('l');
    expect(select).toHaveTextContent('Large');
  });
});
