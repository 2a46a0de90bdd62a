import type { Control, FieldValues, Path } from 'react-hook-form';
import { FormControl, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form.tsx';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select.tsx';

const label = (value: string) => value.charAt(0).toUpperCase() + value.slice(1);

interface EventTypeFieldProps<
  Values extends FieldValues & { eventType: string },
  Output extends FieldValues,
> {
  control: Control<Values, unknown, Output>;
  types: readonly string[];
  placeholder: string;
}

/** A day's event type (work, evening, travel…), as the event and plan dialogs ask for it. */
export function EventTypeField<
  Values extends FieldValues & { eventType: string },
  Output extends FieldValues,
>({ control, types, placeholder }: EventTypeFieldProps<Values, Output>) {
  return (
    <FormField
      control={control}
      name={'eventType' as Path<Values>}
      render={({ field }) => (
        <FormItem>
          <FormLabel>Type</FormLabel>
          <Select value={field.value as string} onValueChange={field.onChange}>
            {/* The trigger is the control the label names. */}
            <FormControl>
              <SelectTrigger className="w-full" onBlur={field.onBlur} ref={field.ref}>
                <SelectValue placeholder={placeholder} />
              </SelectTrigger>
            </FormControl>
            <SelectContent>
              {types.map((t) => (
                <SelectItem key={t} value={t}>
                  {label(t)}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
          <FormMessage />
        </FormItem>
      )}
    />
  );
}
