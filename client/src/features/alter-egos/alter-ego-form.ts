import { createAlterEgoBodySchema, type AlterEgo } from '@contract/alter-egos.ts';
import { z } from 'zod';
import { splitList } from '@/lib/format.ts';

/**
 * The create/edit dialog: fields as typed (the three lists comma separated), turned into the
 * request body and checked by the contract's schema (spec §5/§7: lists split and trimmed,
 * nothing typed gives an empty list, an empty description is sent as null).
 */
export const alterEgoFormSchema = z
  .object({
    name: z.string(),
    description: z.string(),
    occasions: z.string(),
    stylePreferences: z.string(),
    colorPalette: z.string(),
  })
  .transform((values): z.input<typeof createAlterEgoBodySchema> => ({
    name: values.name,
    description: values.description,
    stylePreferences: splitList(values.stylePreferences),
    colorPalette: splitList(values.colorPalette),
    occasions: splitList(values.occasions),
  }))
  .pipe(createAlterEgoBodySchema);

export type AlterEgoFormValues = z.input<typeof alterEgoFormSchema>;
export type AlterEgoFormOutput = z.output<typeof alterEgoFormSchema>;

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
