import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { Form } from '@/components/ui/form.tsx';
import { LabelledField } from './labelled-field.tsx';
import { SelectControl } from './select-control.tsx';

const SIZES = ['s', 'm', 'l'] as const;
const SIZE_LABELS = { s: 'Small', m: 'Medium', l: 'Large' };

function Harness({ size, noneLabel }: { size: string; noneLabel?: string }) {
  const form = useForm({ defaultValues: { size } });
  return (
    <Form {...form}>
      <LabelledField control={form.control} name="size" label="Size">
        {(field) => (
          <SelectControl field={field} options={SIZES} labels={SIZE_LABELS} noneLabel={noneLabel} />
        )}
      </LabelledField>
      <output>{JSON.stringify(form.watch('size'))}</output>
    </Form>
  );
}

describe('SelectControl', () => {
  it('shows the field’s choice by its label and writes the picked option to the form', async () => {
    const user = userEvent.setup();
    render(<Harness size="m" />);
    const select = screen.getByRole('combobox', { name: 'Size' });
    expect(select).toHaveTextContent('Medium');

    await user.click(select);
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Small',
      'Medium',
      'Large',
    ]);
    await user.click(screen.getByRole('option', { name: 'Large' }));
    expect(screen.getByRole('status')).toHaveTextContent('"l"');
    expect(select).toHaveTextContent('Large');
  });

  it('offers a first choice that stands for no value', async () => {
    const user = userEvent.setup();
    render(<Harness size="" noneLabel="None" />);
    const select = screen.getByRole('combobox', { name: 'Size' });
    expect(select).toHaveTextContent('None');

    await user.click(select);
    await user.click(screen.getByRole('option', { name: 'Small' }));
    expect(screen.getByRole('status')).toHaveTextContent('"s"');
    await user.click(select);
    await user.click(screen.getByRole('option', { name: 'None' }));
    expect(screen.getByRole('status')).toHaveTextContent('""');
  });
});
