import {
  CONDITION_LABELS,
  LISTING_CONDITIONS,
  LISTING_DESCRIPTION_MAX,
  LISTING_TITLE_MAX,
  type ListingCondition,
} from '@contract/marketplace.ts';
import { CATEGORIES, CATEGORY_LABELS } from '@contract/wardrobe.ts';
import { useId } from 'react';
import { Input } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select.tsx';
import { Textarea } from '@/components/ui/textarea.tsx';
import { formProblems, type ListingFormValues } from '../listing-form.ts';

interface ListingFieldsProps {
  values: ListingFormValues;
  onChange: (values: ListingFormValues) => void;
}

/** Title *, price, condition, category, size, brand, description and the contact buyers see. */
export function ListingFields({ values, onChange }: ListingFieldsProps) {
  const id = useId();
  const set = <K extends keyof ListingFormValues>(field: K, value: ListingFormValues[K]) =>
    onChange({ ...values, [field]: value });
  const problems = formProblems(values);
  const text = (field: 'size' | 'brand', label: string) => (
    <div className="grid gap-2">
      <Label htmlFor={`${id}-${field}`}>{label}</Label>
      <Input
        id={`${id}-${field}`}
        value={values[field]}
        onChange={(e) => set(field, e.target.value)}
        autoComplete="off"
      />
    </div>
  );
  return (
    <>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-title`}>Title *</Label>
        <Input
          id={`${id}-title`}
          value={values.title}
          onChange={(e) => set('title', e.target.value)}
          maxLength={LISTING_TITLE_MAX}
          autoComplete="off"
          required
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="grid gap-2">
          <Label htmlFor={`${id}-price`}>Price (USD) *</Label>
          <Input
            id={`${id}-price`}
            type="number"
            inputMode="decimal"
            min={0.01}
            max={100000}
            step={0.01}
            value={values.price}
            onChange={(e) => set('price', e.target.value)}
            aria-invalid={problems.price !== undefined}
            required
          />
          {problems.price && <p className="text-xs text-destructive">{problems.price}</p>}
        </div>
        <div className="grid gap-2">
          <Label htmlFor={`${id}-condition`}>Condition</Label>
          <Select
            value={values.condition}
            onValueChange={(v) => set('condition', v as ListingCondition)}
          >
            <SelectTrigger id={`${id}-condition`} className="w-full">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {LISTING_CONDITIONS.map((c) => (
                <SelectItem key={c} value={c}>
                  {CONDITION_LABELS[c]}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
      </div>
      <div className="grid gap-4 sm:grid-cols-3">
        <div className="grid gap-2">
          <Label htmlFor={`${id}-category`}>Category</Label>
          <Select
            value={values.category || 'none'}
            onValueChange={(v) => set('category', v === 'none' ? '' : v)}
          >
            <SelectTrigger id={`${id}-category`} className="w-full">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value="none">None</SelectItem>
              {CATEGORIES.map((c) => (
                <SelectItem key={c} value={c}>
                  {CATEGORY_LABELS[c]}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
        {text('size', 'Size')}
        {text('brand', 'Brand')}
      </div>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-description`}>Description</Label>
        <Textarea
          id={`${id}-description`}
          value={values.description}
          onChange={(e) => set('description', e.target.value)}
          maxLength={LISTING_DESCRIPTION_MAX}
          className="min-h-16"
        />
      </div>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-contact`}>Contact for buyers</Label>
        <Input
          id={`${id}-contact`}
          value={values.contact}
          onChange={(e) => set('contact', e.target.value)}
          placeholder="you@example.com or https://…"
          aria-invalid={problems.contact !== undefined}
          autoComplete="off"
        />
        {problems.contact && <p className="text-xs text-destructive">{problems.contact}</p>}
      </div>
    </>
  );
}
