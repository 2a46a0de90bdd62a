import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { useLazyZodForm } from './use-lazy-zod-form.ts';

const schema = z.object({ name: z.string().trim().min(1, 'Name is required') });

function NameForm({
  loadSchema,
  onValid,
}: {
  loadSchema: () => Promise<typeof schema>;
  onValid: (values: z.output<typeof schema>) => void;
}) {
  const { form, intentProps } = useLazyZodForm(loadSchema, { defaultValues: { name: '' } });
  const error = form.formState.errors.name?.message;
  return (
    <form onSubmit={form.handleSubmit(onValid)} noValidate {...intentProps}>
      <label>
        Name
        <input {...form.register('name')} />
      </label>
      {error && <p role="alert">{error}</p>}
      <button type="submit">Save</button>
    </form>
  );
}

describe('useLazyZodForm', () => {
  it('loads nothing until someone reaches the form, then loads once', async () => {
    const loadSchema = vi.fn(() => Promise.resolve(schema));
    render(<NameForm loadSchema={loadSchema} onValid={() => undefined} />);
    expect(loadSchema).not.toHaveBeenCalled();

    fireEvent.focus(screen.getByLabelText('Name'));
    fireEvent.focus(screen.getByRole('button', { name: 'Save' }));
    expect(loadSchema).toHaveBeenCalledTimes(1);
  });

  it("checks with the schema's rules and words, and hands over its output", async () => {
    const onValid = vi.fn();
    render(<NameForm loadSchema={() => Promise.resolve(schema)} onValid={onValid} />);

    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Name is required');
    expect(onValid).not.toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText('Name'), { target: { value: '  Coat  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onValid).toHaveBeenCalledTimes(1));
    expect(onValid.mock.calls[0]?.[0]).toEqual({ name: 'Coat' });
  });

  it('tries the load again after it failed (a dropped connection)', async () => {
    const loadSchema = vi
      .fn<() => Promise<typeof schema>>()
      .mockRejectedValueOnce(new Error('network'))
      .mockResolvedValue(schema);
    render(<NameForm loadSchema={loadSchema} onValid={() => undefined} />);

    fireEvent.focus(screen.getByLabelText('Name'));
    await waitFor(() => expect(loadSchema).toHaveBeenCalledTimes(1));
    await new Promise((resolve) => setTimeout(resolve, 0));

    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Name is required');
    expect(loadSchema).toHaveBeenCalledTimes(2);
  });
});
