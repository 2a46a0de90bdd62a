import type { FieldErrors, FieldValues } from 'react-hook-form';
import { toast } from '@/lib/toast.ts';

/** A field's toast: the spec's title, and a description other than the schema's message if needed. */
export type FieldToast = string | { title: string; description: string };

/**
 * For forms whose spec says a mistake is a destructive toast (spec §5, e.g. 'Name required' /
 * 'Please enter a name for your item.'): an `onInvalid` for `handleSubmit` that shows the first
 * failing field's toast, in the order `toasts` lists them. A field without its own toast still
 * says what is wrong, under `fallbackTitle`, so no refusal is ever silent.
 */
export function invalidFormToast<Values extends FieldValues>(
  toasts: Partial<Record<keyof Values & string, FieldToast>>,
  fallbackTitle = 'Please check the form',
) {
  return (errors: FieldErrors<Values>) => {
    const named = Object.keys(toasts).find((field) => errors[field]);
    const field = named ?? Object.keys(errors).find((key) => errors[key]);
    if (!field) return;
    const message = String(errors[field]?.message ?? '');
    const chosen = named ? toasts[field as keyof Values & string] : undefined;
    toast({
      title: typeof chosen === 'string' ? chosen : (chosen?.title ?? fallbackTitle),
      description: typeof chosen === 'object' ? chosen.description : message,
      variant: 'destructive',
    });
  };
}
