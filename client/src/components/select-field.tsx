import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { FormControl, FormField, FormItem, FormLabel } from '@/components/ui/form.tsx';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select.tsx';

interface SelectFieldProps<V extends FieldValues, N extends FieldPath<V>, O> {
  control: Control<V, unknown, O>;
  /** A field of the form whose value is one of `options`. */
  name: N;
  label: string;
  options: readonly string[];
  /** What each option is called on screen. */
  labels: Readonly<Record<string, string>>;
}

/** A labelled dropdown of a react-hook-form (`<Form>`) field with a fixed list of choices. */
export function SelectField<V extends FieldValues, N extends FieldPath<V>, O>({
  control,
  name,
  label,
  options,
  labels,
}: SelectFieldProps<V, N, O>) {
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => (
        <FormItem className="content-start">
          <FormLabel>{label}</FormLabel>
          <Select value={field.value as string} onValueChange={field.onChange}>
            <FormControl>
              <SelectTrigger className="w-full" onBlur={field.onBlur} ref={field.ref}>
                <SelectValue />
              </SelectTrigger>
            </FormControl>
            <SelectContent>
              {options.map((option) => (
                <SelectItem key={option} value={option}>
                  {labels[option]}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </FormItem>
      )}
    />
  );
}
