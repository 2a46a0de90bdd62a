import { ArrowDownUp } from 'lucide-react';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select.tsx';
import { cn } from '@/lib/utils.ts';

interface SortSelectProps {
  /** What the select is called, e.g. 'Sort listings'. */
  label: string;
  /** Each sort's value and its name on screen, in menu order. */
  sorts: Readonly<Record<string, { label: string }>>;
  value: string;
  onChange: (value: string) => void;
  className?: string;
}

/** A list's labelled sort dropdown, as on the wardrobe's toolbar. */
export function SortSelect({ label, sorts, value, onChange, className }: SortSelectProps) {
  return (
    <Select value={value} onValueChange={onChange}>
      <SelectTrigger aria-label={label} className={cn('w-full sm:w-48', className)}>
        <ArrowDownUp className="size-4 text-muted-foreground" aria-hidden="true" />
        <span className="min-w-0 flex-1 truncate text-left">
          <SelectValue />
        </span>
      </SelectTrigger>
      <SelectContent>
        {Object.entries(sorts).map(([sort, { label: name }]) => (
          <SelectItem key={sort} value={sort}>
            {name}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
