import type { Category, WardrobeItem } from '@contract/wardrobe.ts';

export type WearFilter = 'any' | 'worn' | 'never';
export type LaundryFilter = 'any' | 'in' | 'out';

/** Everything that narrows the wardrobe page; colours and brands are lower-case keys. */
export interface WardrobeFilters {
  search: string;
  category: Category | 'all';
  colors: string[];
  brands: string[];
  wear: WearFilter;
  laundry: LaundryFilter;
}

export const noFilters: WardrobeFilters = {
  search: '',
  category: 'all',
  colors: [],
  brands: [],
  wear: 'any',
  laundry: 'any',
};

const key = (text: string) => text.trim().toLowerCase();

/** A colour read from a photo counts for search and filters from this share of the garment up. */
export const MIN_COLOR_SHARE = 0.2;

/**
 * The item's colours: the one typed in, then those that make up a real part of its photo
 * (specks and shadows left out), without repeats.
 */
export function itemColorNames(item: WardrobeItem): string[] {
  const read = (item.colors ?? []).filter((color) => color.share >= MIN_COLOR_SHARE);
  const names = [item.color, ...read.map((color) => color.name)];
  const seen = new Set<string>();
  return names.filter((name): name is string => {
    if (!name?.trim() || seen.has(key(name))) return false;
    seen.add(key(name));
    return true;
  });
}

/** Spec §2: a case-insensitive substring of the name, the brand or a colour. */
export function matchesSearch(item: WardrobeItem, search: string): boolean {
  const needle = key(search);
  if (!needle) return true;
  return [item.name, item.brand ?? '', ...itemColorNames(item)].some((text) =>
    text.toLowerCase().includes(needle),
  );
}

export function matchesFilters(item: WardrobeItem, filters: WardrobeFilters): boolean {
  if (filters.category !== 'all' && item.category !== filters.category) return false;
  if (!matchesSearch(item, filters.search)) return false;
  if (filters.colors.length > 0) {
    const colors = itemColorNames(item).map(key);
    if (!filters.colors.some((color) => colors.includes(color))) return false;
  }
  if (filters.brands.length > 0 && !filters.brands.includes(key(item.brand ?? ''))) return false;
  if (filters.wear === 'worn' && item.timesWorn === 0) return false;
  if (filters.wear === 'never' && item.timesWorn > 0) return false;
  if (filters.laundry === 'in' && !item.inLaundry) return false;
  if (filters.laundry === 'out' && item.inLaundry) return false;
  return true;
}

/** How many choices are set in the Filter panel (search and category show on the page itself). */
export function panelFilterCount(filters: WardrobeFilters): number {
  return (
    filters.colors.length +
    filters.brands.length +
    (filters.wear === 'any' ? 0 : 1) +
    (filters.laundry === 'any' ? 0 : 1)
  );
}

export function hasAnyFilter(filters: WardrobeFilters): boolean {
  return (
    filters.search.trim() !== '' || filters.category !== 'all' || panelFilterCount(filters) > 0
  );
}

export interface FilterOption {
  /** Lower-case key stored in the filters. */
  value: string;
  /** As first written in the wardrobe. */
  label: string;
  count: number;
  /** A swatch, when the photo analysis knows this colour. */
  hex: string | null;
}

function sortedOptions(options: Map<string, FilterOption>): FilterOption[] {
  return [...options.values()].sort((a, b) => b.count - a.count || a.label.localeCompare(b.label));
}

/** The colours present in the wardrobe, most common first. */
export function colorOptions(items: WardrobeItem[]): FilterOption[] {
  const options = new Map<string, FilterOption>();
  for (const item of items) {
    for (const name of itemColorNames(item)) {
      const option = options.get(key(name)) ?? {
        value: key(name),
        label: name,
        count: 0,
        hex: null,
      };
      option.count += 1;
      option.hex ??= item.colors?.find((color) => key(color.name) === key(name))?.hex ?? null;
      options.set(option.value, option);
    }
  }
  return sortedOptions(options);
}

/** The brands present in the wardrobe, most common first. */
export function brandOptions(items: WardrobeItem[]): FilterOption[] {
  const options = new Map<string, FilterOption>();
  for (const item of items) {
    if (!item.brand?.trim()) continue;
    const option = options.get(key(item.brand)) ?? {
      value: key(item.brand),
      label: item.brand,
      count: 0,
      hex: null,
    };
    option.count += 1;
    options.set(option.value, option);
  }
  return sortedOptions(options);
}
