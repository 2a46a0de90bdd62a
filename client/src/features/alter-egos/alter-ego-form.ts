import type { AlterEgo, CreateAlterEgoBody } from '@contract/alter-egos.ts';
import { splitList } from '@/lib/format.ts';

/** The create/edit dialog's fields as typed; the three lists are comma separated. */
export interface AlterEgoFormValues {
  name: string;
  description: string;
  occasions: string;
  stylePreferences: string;
  colorPalette: string;
}

export const emptyAlterEgoForm: AlterEgoFormValues = {
  name: '',
  description: '',
  occasions: '',
  stylePreferences: '',
  colorPalette: '',
};

export function formFromAlterEgo(ego: AlterEgo): AlterEgoFormValues {
  return {
    name: ego.name,
    description: ego.description ?? '',
    occasions: ego.occasions.join(', '),
    stylePreferences: ego.stylePreferences.join(', '),
    colorPalette: ego.colorPalette.join(', '),
  };
}

/** Spec §5: the name is required (save stays disabled without one). */
export function canSaveAlterEgo(values: AlterEgoFormValues): boolean {
  return values.name.trim() !== '';
}

/**
 * Spec §5/§7: lists split on commas and trimmed (nothing typed gives an empty list), an empty
 * description is sent as null.
 */
export function alterEgoBody(values: AlterEgoFormValues) {
  return {
    name: values.name.trim(),
    description: values.description.trim() || null,
    stylePreferences: splitList(values.stylePreferences),
    colorPalette: splitList(values.colorPalette),
    occasions: splitList(values.occasions),
  } satisfies CreateAlterEgoBody;
}
