import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { Controller } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { useHydrated } from '../use-hydrated.ts';
import { useLazyZodForm } from './use-lazy-zod-form.ts';

const schema = z.object({ name: z.string().trim().min(1, 'Name is required') });

function NameForm({
  loadSchema,
  onValid,
}: {
  loadSchema: () => Promise<typeof schema>;
  onValid: (values: z.output<typeof schema>) => void;
}) {
  const { form, formProps } = useLazyZodForm(loadSchema, { defaultValues: { name: '' } });
  const error = form.formState.errors.name?.message;
  return (
    <form onSubmit={form.handleSubmit(onValid)} noValidate {...formProps}>
      <label>
        Name
        <input {...form.register('name')} />
      </label>
      {error && <p role="alert">{error}</p>}
      <button type="submit">Save</button>
    </form>
  );
}

/** As the prerendered sign-in form: controlled fields, inert until React has taken it over. */
function PrerenderedNameForm({ onValid }: { onValid: (values: z.output<typeof schema>) => void }) {
  const hydrated = useHydrated();
  const { form, formProps } = useLazyZodForm(() => Promise.resolve(schema), {
    defaultValues: { name: '' },
  });
  return (
    <form inert={!hydrated} onSubmit={form.handleSubmit(onValid)} noValidate {...formProps}>
      <Controller
        control={form.control}
        name="name"
        render={({ field }) => <input aria-label="Name" {...field} />}
      />
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

  it('keeps what the browser filled into the prerendered form before React took it over', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<PrerenderedNameForm onValid={() => undefined} />);
    document.body.append(container);
    const input = container.querySelector('input')!;
    input.value = 'Ada'; // a saved sign-in, filled in while the scripts were still loading
    const onValid = vi.fn();
    await act(async () => {
      hydrateRoot(container, <PrerenderedNameForm onValid={onValid} />);
    });

    expect(container.querySelector('form')).not.toHaveAttribute('inert');
    // Sent early by the browser itself, the fields would go in a body, not the address.
    expect(container.querySelector('form')).toHaveAttribute('method', 'post');
    expect(input).toHaveValue('Ada');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onValid).toHaveBeenCalledTimes(1));
    expect(onValid.mock.calls[0]?.[0]).toEqual({ name: 'Ada' });
    container.remove();
  });
});
