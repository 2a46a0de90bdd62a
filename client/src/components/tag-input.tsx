import type { ComponentProps } from 'react';
import { Input } from '@/components/ui/input.tsx';
import { splitList } from '@/lib/format.ts';
import { cn } from '@/lib/utils.ts';

type TagInputProps = Omit<ComponentProps<'input'>, 'value' | 'onChange' | 'type'> & {
  /** The tags as typed: comma separated (spec: 'Tags (comma separated)'). */
  value: string;
  onChange: (value: string) => void;
};

/**
 * A comma-separated list typed as text, with the tags it will save shown beneath as chips.
 * The text stays what the person typed; `splitList` turns it into the list that is sent.
 * Label, id and aria props go to the input, so it works inside a form field like any input.
 */
export function TagInput({ value, onChange, className, ...props }: TagInputProps) {
  const tags = splitList(value);
  return (
    <div className={cn('grid gap-2', className)}>
      <Input
        type="text"
        autoComplete="off"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        {...props}
      />
      {tags.length > 0 && (
        // An echo of the text above for the eye; screen readers already hear the input's value.
        <ul aria-hidden="true" data-testid="tag-chips" className="flex flex-wrap gap-1.5">
          {tags.map((tag, index) => (
            <li
              key={`${index}-${tag}`}
              className="rounded-full border bg-background px-2.5 py-0.5 text-xs font-medium"
            >
              {tag}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
