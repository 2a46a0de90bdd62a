import {
  BRAND_MAX,
  CATEGORIES,
  CATEGORY_LABELS,
  COLOR_MAX,
  ITEM_NAME_MAX,
  SIZE_MAX,
  SUBCATEGORY_MAX,
} from '@contract/wardrobe.ts';
import { Sparkles } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { Input } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select.tsx';
import { cn } from '@/lib/utils.ts';
import type { ItemFormValues, ScanSuggestions } from '../item-form.ts';

export type ItemField = keyof ItemFormValues;

const defaultLabels: Record<ItemField, string> = {
  name: 'Item Name',
  category: 'Category',
  subcategory: 'Subcategory',
  color: 'Color',
  brand: 'Brand',
  size: 'Size',
  price: 'Price (USD)',
  tags: 'Tags (comma separated)',
};

const placeholders: Partial<Record<ItemField, string>> = {
  name: 'e.g. Navy linen shirt',
  subcategory: 'e.g. Shirt, Jeans, Sneakers',
  color: 'e.g. Navy',
  brand: 'e.g. Uniqlo',
  size: 'e.g. M, 32, 8.5',
  price: '0.00',
  tags: 'casual, summer, cotton',
};

const maxLengths: Partial<Record<ItemField, number>> = {
  name: ITEM_NAME_MAX,
  subcategory: SUBCATEGORY_MAX,
  color: COLOR_MAX,
  brand: BRAND_MAX,
  size: SIZE_MAX,
};

const wide = new Set<ItemField>(['name', 'tags']);
const required = new Set<ItemField>(['name', 'category']);

interface ItemFieldsProps {
  values: ItemFormValues;
  onChange: (field: ItemField, value: string) => void;
  /** Which fields to show, in order. */
  fields: readonly ItemField[];
  labels?: Partial<Record<ItemField, string>>;
  /** Unsure scan guesses, offered under their field with a button to use them. */
  suggestions?: ScanSuggestions;
  /** Fields the scan filled in (marked until the person edits them). */
  aiFilled?: ReadonlySet<ItemField>;
  disabled?: boolean;
}

function Suggestion({ children, onUse }: { children: ReactNode; onUse: () => void }) {
  return (
    <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-[13px] text-muted-foreground">
      <Sparkles className="size-3.5 text-brand" aria-hidden="true" />
      <span>{children}</span>
      <button
        type="button"
        onClick={onUse}
        className="cursor-pointer rounded-full font-medium text-foreground underline decoration-foreground/30 underline-offset-4 outline-none hover:decoration-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50"
      >
        Use it
      </button>
    </p>
  );
}

/** The item form's fields, shared by the add, scan-review and detail views. */
export function ItemFields({
  values,
  onChange,
  fields,
  labels,
  suggestions = {},
  aiFilled,
  disabled = false,
}: ItemFieldsProps) {
  const baseId = useId();
  const idOf = (field: ItemField) => `${baseId}-${field}`;

  function labelFor(field: ItemField) {
    return (
      <Label htmlFor={idOf(field)}>
        {labels?.[field] ?? defaultLabels[field]}
        {required.has(field) && (
          <span className="-ml-1.5 text-brand" aria-hidden="true">
            *
          </span>
        )}
        {aiFilled?.has(field) && (
          <span className="inline-flex items-center gap-0.5 text-xs font-normal text-brand">
            <Sparkles className="size-3" aria-hidden="true" />
            AI
          </span>
        )}
      </Label>
    );
  }

  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {fields.map((field) => (
        <div
          key={field}
          className={cn('grid content-start gap-2', wide.has(field) && 'sm:col-span-2')}
        >
          {labelFor(field)}
          {field === 'category' ? (
            <Select
              value={values.category}
              onValueChange={(value) => onChange('category', value)}
              disabled={disabled}
            >
              <SelectTrigger id={idOf('category')} aria-required="true">
                <SelectValue placeholder="Select a category" />
              </SelectTrigger>
              <SelectContent>
                {CATEGORIES.map((category) => (
                  <SelectItem key={category} value={category}>
                    {CATEGORY_LABELS[category]}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          ) : (
            <Input
              id={idOf(field)}
              value={values[field]}
              onChange={(event) => onChange(field, event.target.value)}
              placeholder={placeholders[field]}
              maxLength={maxLengths[field]}
              aria-required={required.has(field) || undefined}
              disabled={disabled}
              {...(field === 'price'
                ? { type: 'number', step: '0.01', min: '0', inputMode: 'decimal' as const }
                : { type: 'text', autoComplete: 'off' })}
            />
          )}
          {field === 'category' && suggestions.category && !values.category && (
            <Suggestion
              onUse={() => {
                onChange('category', suggestions.category!);
                if (suggestions.subcategory && !values.subcategory.trim())
                  onChange('subcategory', suggestions.subcategory);
              }}
            >
              Looks like: {CATEGORY_LABELS[suggestions.category]}
              {suggestions.subcategory && ` (${suggestions.subcategory})`}? The AI isn&apos;t sure.
            </Suggestion>
          )}
          {field === 'color' &&
            suggestions.color &&
            values.color.trim().toLowerCase() !== suggestions.color.toLowerCase() && (
              <Suggestion onUse={() => onChange('color', suggestions.color!)}>
                Closest match: {suggestions.color} (not certain).
              </Suggestion>
            )}
        </div>
      ))}
    </div>
  );
}
