import type { ComponentProps } from 'react';
import type { ControllerRenderProps } from 'react-hook-form';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select.tsx';

interface SelectControlProps extends Omit<ComponentProps<typeof SelectTrigger>, 'children'> {
  /** The form field it shows and sets (what LabelledField hands its control). */
  field: Pick<ControllerRenderProps, 'value' | 'onChange' | 'onBlur' | 'ref' | 'disabled'>;
  options: readonly string[];
  /** What each option is called on screen. */
  labels: Readonly<Record<string, string>>;
  placeholder?: string;
  /** A first choice that stands for no value (the field's ''), e.g. 'None'. */
  noneLabel?: string;
}

const NONE = 'none';

/**
 * A dropdown of fixed choices bound to a form field. The trigger takes what the field's label
 * gives its control (id, aria), so it goes straight inside a LabelledField.
 */
export function SelectControl({
  field,
  options,
  labels,
  placeholder,
  noneLabel,
  disabled,
  ...trigger
}: SelectControlProps) {
  const value = field.value as string;
  return (
    <Select
      value={noneLabel !== undefined && !value ? NONE : value}
      onValueChange={(next) => field.onChange(noneLabel !== undefined && next === NONE ? '' : next)}
      disabled={disabled ?? field.disabled}
    >
      <SelectTrigger {...trigger} onBlur={field.onBlur} ref={field.ref}>
        <SelectValue placeholder={placeholder} />
      </SelectTrigger>
      <SelectContent>
        {noneLabel !== undefined && <SelectItem value={NONE}>{noneLabel}</SelectItem>}
        {options.map((option) => (
          <SelectItem key={option} value={option}>
            {labels[option]}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
