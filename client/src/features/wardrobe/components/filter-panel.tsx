import type { WardrobeItem } from '@contract/wardrobe.ts';
import { useMemo, type ReactNode } from 'react';
import { Button } from '@/components/ui/button.tsx';
import {
  brandOptions,
  colorOptions,
  panelFilterCount,
  type LaundryFilter,
  type WardrobeFilters,
  type WearFilter,
} from '../wardrobe-filters.ts';
import { FilterChip } from '@/components/filter-chip.tsx';

const wearChoices: { value: WearFilter; label: string }[] = [
  { value: 'any', label: 'Any' },
  { value: 'worn', label: 'Worn' },
  { value: 'never', label: 'Never worn' },
];

const laundryChoices: { value: LaundryFilter; label: string }[] = [
  { value: 'any', label: 'Any' },
  { value: 'in', label: 'In laundry' },
  { value: 'out', label: 'Ready to wear' },
];

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = `filter-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <fieldset className="grid min-w-0 content-start gap-2.5" aria-labelledby={id}>
      <legend
        id={id}
        className="text-xs font-semibold tracking-wide text-muted-foreground uppercase"
      >
        {title}
      </legend>
      {children}
    </fieldset>
  );
}

const toggle = (list: string[], value: string) =>
  list.includes(value) ? list.filter((entry) => entry !== value) : [...list, value];

interface FilterPanelProps {
  id: string;
  items: WardrobeItem[];
  filters: WardrobeFilters;
  onChange: (filters: WardrobeFilters) => void;
}

/** The Filter button's panel: colour, brand, worn / never worn and laundry. */
export function FilterPanel({ id, items, filters, onChange }: FilterPanelProps) {
  const colors = useMemo(() => colorOptions(items), [items]);
  const brands = useMemo(() => brandOptions(items), [items]);
  const active = panelFilterCount(filters);

  return (
    <section
      id={id}
      aria-label="Filters"
      className="grid gap-6 rounded-2xl border bg-card p-5 shadow-soft sm:grid-cols-2 sm:p-6 lg:grid-cols-[1.4fr_1fr_auto]"
    >
      <Section title="Colour">
        {colors.length > 0 ? (
          <div className="flex flex-wrap gap-2">
            {colors.map((color) => (
              <FilterChip
                key={color.value}
                selected={filters.colors.includes(color.value)}
                onClick={() =>
                  onChange({ ...filters, colors: toggle(filters.colors, color.value) })
                }
              >
                {color.hex && (
                  <span
                    aria-hidden="true"
                    className="size-3 rounded-full shadow-[inset_0_0_0_1px_oklch(0_0_0/0.15)] dark:shadow-[inset_0_0_0_1px_oklch(1_0_0/0.25)]"
                    style={{ backgroundColor: color.hex }}
                  />
                )}
                {color.label}
                <span className="tabular-nums opacity-80">{color.count}</span>
              </FilterChip>
            ))}
          </div>
        ) : (
          <p className="text-sm text-muted-foreground">No colours recorded yet.</p>
        )}
      </Section>

      <Section title="Brand">
        {brands.length > 0 ? (
          <div className="flex flex-wrap gap-2">
            {brands.map((brand) => (
              <FilterChip
                key={brand.value}
                selected={filters.brands.includes(brand.value)}
                onClick={() =>
                  onChange({ ...filters, brands: toggle(filters.brands, brand.value) })
                }
              >
                {brand.label}
                <span className="tabular-nums opacity-80">{brand.count}</span>
              </FilterChip>
            ))}
          </div>
        ) : (
          <p className="text-sm text-muted-foreground">No brands recorded yet.</p>
        )}
      </Section>

      <div className="grid content-start gap-6 sm:col-span-2 sm:grid-cols-2 lg:col-span-1 lg:grid-cols-1">
        <Section title="Wear">
          <div role="radiogroup" aria-label="Wear" className="flex flex-wrap gap-2">
            {wearChoices.map((choice) => (
              <FilterChip
                key={choice.value}
                kind="radio"
                selected={filters.wear === choice.value}
                onClick={() => onChange({ ...filters, wear: choice.value })}
              >
                {choice.label}
              </FilterChip>
            ))}
          </div>
        </Section>
        <Section title="Laundry">
          <div role="radiogroup" aria-label="Laundry" className="flex flex-wrap gap-2">
            {laundryChoices.map((choice) => (
              <FilterChip
                key={choice.value}
                kind="radio"
                selected={filters.laundry === choice.value}
                onClick={() => onChange({ ...filters, laundry: choice.value })}
              >
                {choice.label}
              </FilterChip>
            ))}
          </div>
        </Section>
      </div>

      {active > 0 && (
        <div className="flex justify-end sm:col-span-2 lg:col-span-3">
          <Button
            type="button"
            variant="ghost"
            size="sm"
            onClick={() =>
              onChange({ ...filters, colors: [], brands: [], wear: 'any', laundry: 'any' })
            }
          >
            Reset these filters
          </Button>
        </div>
      )}
    </section>
  );
}
