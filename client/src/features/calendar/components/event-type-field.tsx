import type { Control, FieldValues, Path } from 'react-hook-form';
import { LabelledField } from '@/components/labelled-field.tsx';
import { SelectControl } from '@/components/select-control.tsx';

const capitalized = (value: string) => value.charAt(0).toUpperCase() + value.slice(1);

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
  const labels = Object.fromEntries(types.map((type) => [type, capitalized(type)]));
  return (
    <LabelledField control={control} name={'eventType' as Path<Values>} label="Type">
      {(field) => (
        <SelectControl field={field} options={types} labels={labels} placeholder={placeholder} />
      )}
    </LabelledField>
  );
}
