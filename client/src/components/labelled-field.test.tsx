import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { Form } from '@/components/ui/form.tsx';
import { Input } from '@/components/ui/input.tsx';
import { LabelledField } from './labelled-field.tsx';

function Harness({ message }: { message?: boolean }) {
  const form = useForm({ defaultValues: { name: '' } });
  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit(() => {})}>
        <LabelledField
          control={form.control}
          name="name"
          label="Name"
          description="As friends know you."
          message={message}
        >
          {(field) => <Input {...field} />}
        </LabelledField>
        <button
          type="button"
          onClick={() => form.setError('name', { message: 'Name is required' })}
        >
          Check
        </button>
      </form>
    </Form>
  );
}

describe('LabelledField', () => {
  it('names its control, points it at the hint and, once wrong, at the error', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const input = screen.getByRole('textbox', { name: 'Name' });
    expect(input).toHaveAccessibleDescription('As friends know you.');
    expect(input).toHaveAttribute('aria-invalid', 'false');

    await user.type(input, 'Ada');
    expect(input).toHaveValue('Ada');
    await user.click(screen.getByRole('button', { name: 'Check' }));
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('As friends know you. Name is required');
  });

  it('keeps the error to itself where the form says it another way', async () => {
    const user = userEvent.setup();
    render(<Harness message={false} />);
    await user.click(screen.getByRole('button', { name: 'Check' }));
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText('Name is required')).not.toBeInTheDocument();
  });
});
