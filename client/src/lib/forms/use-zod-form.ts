import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type FieldValues, type UseFormProps } from 'react-hook-form';
import type { z } from 'zod';

/**
 * The one form pattern (docs/architecture/client.md, "Forms"): react-hook-form holding the fields
 * as typed, checked by a zod schema built on the contract's, so a dialog refuses exactly what the
 * server would and says it in the spec's words. `handleSubmit` hands over the schema's output,
 * i.e. the request body, already trimmed, split and converted.
 */
export function useZodForm<Input extends FieldValues, Output extends FieldValues>(
  schema: z.ZodType<Output, Input>,
  options: Omit<UseFormProps<Input, unknown, Output>, 'resolver'> = {},
) {
  return useForm<Input, unknown, Output>({ ...options, resolver: zodResolver(schema) });
}
