import {
  CONDITION_LABELS,
  LISTING_CONDITIONS,
  LISTING_DESCRIPTION_MAX,
  LISTING_TITLE_MAX,
} from '@contract/marketplace.ts';
import { CATEGORIES, CATEGORY_LABELS } from '@contract/wardrobe-values.ts';
import { useFormContext, useWatch } from 'react-hook-form';
import { LabelledField } from '@/components/labelled-field.tsx';
import { SelectControl } from '@/components/select-control.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Textarea } from '@/components/ui/textarea.tsx';
import type { ListingFormOutput, ListingFormValues } from '../listing-form-schema.ts';

/**
 * Title *, price, condition, category, size, brand, description and the contact buyers see. They
 * live in the surrounding react-hook-form (`<Form>`), checked with `listingFormSchema`.
 */
export function ListingFields() {
  const { control } = useFormContext<ListingFormValues, unknown, ListingFormOutput>();
  const price = useWatch({ control, name: 'price' });
  return (
    <>
      <LabelledField control={control} name="title" label="Title *" message={false}>
        {(field) => <Input maxLength={LISTING_TITLE_MAX} autoComplete="off" required {...field} />}
      </LabelledField>
      <div className="grid gap-4 sm:grid-cols-2">
        <LabelledField
          control={control}
          name="price"
          label="Price (USD) *"
          className="content-start"
          // No price yet only keeps Save disabled; a wrong one says why.
          message={price.trim() !== ''}
        >
          {(field) => (
            <Input
              type="number"
              inputMode="decimal"
              min={0.01}
              max={100000}
              step={0.01}
              required
              {...field}
            />
          )}
        </LabelledField>
        <LabelledField
          control={control}
          name="condition"
          label="Condition"
          className="content-start"
          message={false}
        >
          {(field) => (
            <SelectControl field={field} options={LISTING_CONDITIONS} labels={CONDITION_LABELS} />
          )}
        </LabelledField>
      </div>
      <div className="grid gap-4 sm:grid-cols-3">
        <LabelledField
          control={control}
          name="category"
          label="Category"
          className="content-start"
          message={false}
        >
          {(field) => (
            <SelectControl
              field={field}
              options={CATEGORIES}
              labels={CATEGORY_LABELS}
              noneLabel="None"
            />
          )}
        </LabelledField>
        <LabelledField
          control={control}
          name="size"
          label="Size"
          className="content-start"
          message={false}
        >
          {(field) => <Input autoComplete="off" {...field} />}
        </LabelledField>
        <LabelledField
          control={control}
          name="brand"
          label="Brand"
          className="content-start"
          message={false}
        >
          {(field) => <Input autoComplete="off" {...field} />}
        </LabelledField>
      </div>
      <LabelledField control={control} name="description" label="Description" message={false}>
        {(field) => (
          <Textarea maxLength={LISTING_DESCRIPTION_MAX} className="min-h-16" {...field} />
        )}
      </LabelledField>
      <LabelledField control={control} name="contact" label="Contact for buyers">
        {(field) => (
          <Input placeholder="you@example.com or https://…" autoComplete="off" {...field} />
        )}
      </LabelledField>
    </>
  );
}
