import {
  BRAND_MAX,
  CATEGORIES,
  CATEGORY_LABELS,
  COLOR_MAX,
  ITEM_NAME_MAX,
  SIZE_MAX,
  SUBCATEGORY_MAX,
} from '@contract/wardrobe-values.ts';
import { useFormContext, useWatch } from 'react-hook-form';
import { LabelledField } from '@/components/labelled-field.tsx';
import { SelectControl } from '@/components/select-control.tsx';
import { TagInput } from '@/components/tag-input.tsx';
import { Input } from '@/components/ui/input.tsx';
import { cn } from '@/lib/utils.ts';
import type { ItemFormOutput, ItemFormValues } from '../item-form-schema.ts';
import type { ScanSuggestions } from '../scan-fill.ts';
import { ScanFieldMark } from './scan/scan-field-mark.tsx';
import { ScanSuggestion } from './scan/scan-suggestion.tsx';

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
  /** Which fields to show, in order. */
  fields: readonly ItemField[];
  labels?: Partial<Record<ItemField, string>>;
  /** Unsure scan guesses, offered under their field with a button to use them. */
  suggestions?: ScanSuggestions;
  /** What the scan filled in: a field is marked 'Detected by AI' while it still holds that value. */
  scanFilled?: Partial<ItemFormValues>;
  /** Fields the scan only guessed: marked 'Please confirm'. */
  unsure?: readonly ItemField[];
}

/**
 * The item form's fields, shared by the add, scan-review and detail views; they live in the
 * surrounding react-hook-form (`<Form>`), which the view checks with `itemFormSchema`.
 */
export function ItemFields({
  fields,
  labels,
  suggestions = {},
  scanFilled = {},
  unsure = [],
}: ItemFieldsProps) {
  const form = useFormContext<ItemFormValues, unknown, ItemFormOutput>();
  const values = useWatch({ control: form.control });
  const use = (field: ItemField, value: string) =>
    form.setValue(field, value, { shouldDirty: true });

  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {fields.map((name) => (
        <LabelledField
          key={name}
          control={form.control}
          name={name}
          className={cn('content-start', wide.has(name) && 'sm:col-span-2')}
          message={false}
          label={
            <>
              {labels?.[name] ?? defaultLabels[name]}
              {required.has(name) && (
                <span className="-ml-1.5 text-brand" aria-hidden="true">
                  *
                </span>
              )}
              {unsure.includes(name) ? (
                <ScanFieldMark sure={false} />
              ) : (
                scanFilled[name] !== undefined &&
                scanFilled[name] === values[name] && <ScanFieldMark sure />
              )}
            </>
          }
          after={
            <>
              {name === 'name' && suggestions.name && !values.name?.trim() && (
                <ScanSuggestion onUse={() => use('name', suggestions.name!)}>
                  Maybe: {suggestions.name}? The AI isn&apos;t sure.
                </ScanSuggestion>
              )}
              {name === 'tags' && suggestions.tags && !values.tags?.trim() && (
                <ScanSuggestion onUse={() => use('tags', suggestions.tags!)}>
                  Style: {suggestions.tags}?
                </ScanSuggestion>
              )}
              {name === 'category' && suggestions.category && !values.category && (
                <ScanSuggestion
                  onUse={() => {
                    use('category', suggestions.category!);
                    if (suggestions.subcategory && !values.subcategory?.trim())
                      use('subcategory', suggestions.subcategory);
                  }}
                >
                  Looks like: {CATEGORY_LABELS[suggestions.category]}
                  {suggestions.subcategory && ` (${suggestions.subcategory})`}? The AI isn&apos;t
                  sure.
                </ScanSuggestion>
              )}
              {name === 'color' &&
                suggestions.color &&
                values.color?.trim().toLowerCase() !== suggestions.color.toLowerCase() && (
                  <ScanSuggestion onUse={() => use('color', suggestions.color!)}>
                    Closest match: {suggestions.color} (not certain).
                  </ScanSuggestion>
                )}
            </>
          }
        >
          {(field) =>
            name === 'category' ? (
              <SelectControl
                field={field}
                options={CATEGORIES}
                labels={CATEGORY_LABELS}
                placeholder="Select a category"
                aria-required="true"
              />
            ) : name === 'tags' ? (
              <TagInput placeholder={placeholders.tags} {...field} />
            ) : (
              <Input
                placeholder={placeholders[name]}
                maxLength={maxLengths[name]}
                aria-required={required.has(name) || undefined}
                {...(name === 'price'
                  ? { type: 'number', step: '0.01', min: '0', inputMode: 'decimal' as const }
                  : { type: 'text', autoComplete: 'off' })}
                {...field}
              />
            )
          }
        </LabelledField>
      ))}
    </div>
  );
}
