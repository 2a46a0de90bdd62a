import type { ReactElement, ReactNode } from 'react';
import type { Control, ControllerRenderProps, FieldPath, FieldValues } from 'react-hook-form';
import {
  FormControl,
  FormDescription,
  FormField,
  FormItem,
  FormLabel,
  FormMessage,
} from '@/components/ui/form.tsx';

interface LabelledFieldProps<V extends FieldValues, N extends FieldPath<V>, O> {
  control: Control<V, unknown, O>;
  /** The field of the surrounding form (`<Form>`). */
  name: N;
  label: ReactNode;
  /** A hint under the control, which the control points to. */
  description?: ReactNode;
  /** Under the control, before the field's error: a character count, a suggestion. */
  after?: ReactNode;
  /** Whether the field's error shows under it; off where the form says it another way. */
  message?: boolean;
  /** The field's block, e.g. 'content-start' beside a taller neighbour. */
  className?: string;
  /** The control, given the field's value and handlers; it gets the label's id and the aria. */
  children: (field: ControllerRenderProps<V, N>) => ReactElement;
}

/**
 * One field of a react-hook-form: its label, its control (an Input, a Textarea, a SelectControl…),
 * an optional hint and its error, with ids and aria wired by `ui/form.tsx`.
 */
export function LabelledField<V extends FieldValues, N extends FieldPath<V>, O>({
  control,
  name,
  label,
  description,
  after,
  message = true,
  className,
  children,
}: LabelledFieldProps<V, N, O>) {
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => (
        <FormItem className={className}>
          <FormLabel>{label}</FormLabel>
          <FormControl>{children(field)}</FormControl>
          {description && <FormDescription>{description}</FormDescription>}
          {after}
          {message && <FormMessage />}
        </FormItem>
      )}
    />
  );
}
