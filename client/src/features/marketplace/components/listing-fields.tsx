import {
  CONDITION_LABELS,
  LISTING_CONDITIONS,
  LISTING_DESCRIPTION_MAX,
  LISTING_TITLE_MAX,
} from '@contract/marketplace.ts';
import { CATEGORIES, CATEGORY_LABELS } from '@contract/wardrobe-values.ts';
import { useFormContext } from 'react-hook-form';
import { SelectField } from '@/components/select-field.tsx';
import { FormControl, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form.tsx';
import { Input } from '@/components/ui/input.tsx';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select.tsx';
import { Textarea } from '@/components/ui/textarea.tsx';
import type { ListingFormOutput, ListingFormValues } from '../listing-form-schema.ts';

/**
 * Title *, price, condition, category, size, brand, description and the contact buyers see. They
 * live in the surrounding react-hook-form (`<Form>`), checked with `listingFormSchema`.
 */
export function ListingFields() {
  const { control } = useFormContext<ListingFormValues, unknown, ListingFormOutput>();
  const text = (name: 'size' | 'brand', label: string) => (
    <FormField
      control={control}
      name={name}
      render={({ field }) => (
        <FormItem className="content-start">
          <FormLabel>{label}</FormLabel>
          <FormControl>
            <Input autoComplete="off" {...field} />
          </FormControl>
        </FormItem>
      )}
    />
  );
  return (
    <>
      <FormField
        control={control}
        name="title"
        render={({ field }) => (
          <FormItem>
            <FormLabel>Title *</FormLabel>
            <FormControl>
              <Input maxLength={LISTING_TITLE_MAX} autoComplete="off" required {...field} />
            </FormControl>
          </FormItem>
        )}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          control={control}
          name="price"
          render={({ field }) => (
            <FormItem className="content-start">
              <FormLabel>Price (USD) *</FormLabel>
              <FormControl>
                <Input
                  type="number"
                  inputMode="decimal"
                  min={0.01}
                  max={100000}
                  step={0.01}
                  required
                  {...field}
                />
              </FormControl>
              {/* No price yet only keeps Save disabled; a wrong one says why. */}
              {field.value.trim() !== '' && <FormMessage />}
            </FormItem>
          )}
        />
        <SelectField
          control={control}
          name="condition"
          label="Condition"
          options={LISTING_CONDITIONS}
          labels={CONDITION_LABELS}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-3">
        <FormField
          control={control}
          name="category"
          render={({ field }) => (
            <FormItem className="content-start">
              <FormLabel>Category</FormLabel>
              <Select
                value={field.value || 'none'}
                onValueChange={(v) => field.onChange(v === 'none' ? '' : v)}
              >
                <FormControl>
                  <SelectTrigger className="w-full" onBlur={field.onBlur} ref={field.ref}>
                    <SelectValue />
                  </SelectTrigger>
                </FormControl>
                <SelectContent>
                  <SelectItem value="none">None</SelectItem>
                  {CATEGORIES.map((c) => (
                    <SelectItem key={c} value={c}>
                      {CATEGORY_LABELS[c]}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            </FormItem>
          )}
        />
        {text('size', 'Size')}
        {text('brand', 'Brand')}
      </div>
      <FormField
        control={control}
        name="description"
        render={({ field }) => (
          <FormItem>
            <FormLabel>Description</FormLabel>
            <FormControl>
              <Textarea maxLength={LISTING_DESCRIPTION_MAX} className="min-h-16" {...field} />
            </FormControl>
          </FormItem>
        )}
      />
      <FormField
        control={control}
        name="contact"
        render={({ field }) => (
          <FormItem>
            <FormLabel>Contact for buyers</FormLabel>
            <FormControl>
              <Input placeholder="you@example.com or https://…" autoComplete="off" {...field} />
            </FormControl>
            <FormMessage />
          </FormItem>
        )}
      />
    </>
  );
}
