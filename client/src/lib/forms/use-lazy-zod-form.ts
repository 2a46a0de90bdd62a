import { useEffect, useRef, useState } from 'react';
import {
  useForm,
  type FieldValues,
  type Path,
  type PathValue,
  type Resolver,
  type UseFormProps,
} from 'react-hook-form';
import type { z } from 'zod';

type LoadResolver<Input extends FieldValues, Output extends FieldValues> = () => Promise<
  Resolver<Input, unknown, Output>
>;

/** Loads the schema and zod's resolver once; a failed load is tried again on the next call. */
function resolverLoader<Input extends FieldValues, Output extends FieldValues>(
  loadSchema: () => Promise<z.ZodType<Output, Input>>,
): LoadResolver<Input, Output> {
  let loading: Promise<Resolver<Input, unknown, Output>> | undefined;
  return () => {
    loading ??= Promise.all([loadSchema(), import('@hookform/resolvers/zod')]).then(
      ([schema, { zodResolver }]) => zodResolver(schema),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
}

/**
 * `useZodForm` for a form on a page's first screen (sign-in, sign-up): the schema, and zod with
 * it, load when someone reaches the form (spread `formProps` on the `<form>`: pointer or focus),
 * or at the latest on the first check, so the page paints and answers without them (decision 012).
 * Same rules, same messages: the resolver is zod's, on the schema `loadSchema` gives.
 * A prerendered form (decision 013) can hold values before React takes it over, filled in by the
 * browser (saved sign-ins): the form adopts them on mount instead of rendering them away.
 * Spread `formProps` on the `<form>`: the ref, the intent handlers and `method="post"`.
 */
export function useLazyZodForm<Input extends FieldValues, Output extends FieldValues>(
  loadSchema: () => Promise<z.ZodType<Output, Input>>,
  options: Omit<UseFormProps<Input, unknown, Output>, 'resolver'> = {},
) {
  const [load] = useState(() => resolverLoader(loadSchema));
  const form = useForm<Input, unknown, Output>({
    ...options,
    resolver: async (values, context, resolverOptions) =>
      (await load())(values, context, resolverOptions),
  });
  const ref = useRef<HTMLFormElement>(null);
  const { getValues, setValue } = form;
  useEffect(() => {
    for (const field of Array.from(ref.current?.elements ?? [])) {
      if (!(field instanceof HTMLInputElement) || !field.name || field.value === '') continue;
      const name = field.name as Path<Input>;
      if (getValues(name) === '')
        setValue(name, field.value as PathValue<Input, Path<Input>>, { shouldDirty: true });
    }
  }, [getValues, setValue]);
  // A load that fails here is tried again by the first check, which then reports the failure.
  const warmUp = () => void load().catch(() => undefined);
  // `post`: sent by the browser itself before React has taken a prerendered form over, the
  // fields go in a body, never in the address (a password in the history and the server's log).
  const formProps = { ref, method: 'post', onPointerEnter: warmUp, onFocus: warmUp } as const;
  return { form, formProps };
}
