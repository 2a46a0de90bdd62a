import {
  CAPSULE_MAX_ITEMS_DEFAULT,
  createCapsuleBodySchema,
  type Capsule,
} from '@contract/capsules.ts';
import { z } from 'zod';

/**
 * "Create New Capsule Wardrobe" (and its edit): the fields as typed, turned into the request
 * body and checked by the contract's schema, so the dialog refuses what the server would, in
 * its words (spec §5: 'Name is required', the 5-50 limit). A new capsule starts empty.
 */
export const capsuleFormSchema = z
  .object({
    name: z.string(),
    description: z.string(),
    theme: z.string(),
    season: z.string(),
    maxItems: z.string(),
  })
  .transform(({ maxItems, ...text }): z.input<typeof createCapsuleBodySchema> => ({
    ...text,
    // Nothing typed takes the default limit; anything else must be a number.
    maxItems: maxItems.trim() === '' ? undefined : Number(maxItems),
    itemIds: [],
  }))
  .pipe(createCapsuleBodySchema);

export type CapsuleFormValues = z.input<typeof capsuleFormSchema>;
export type CapsuleFormOutput = z.output<typeof capsuleFormSchema>;

export function capsuleFormValues(capsule: Capsule | null): CapsuleFormValues {
  return {
    name: capsule?.name ?? '',
    description: capsule?.description ?? '',
    theme: capsule?.theme ?? '',
    season: capsule?.season ?? '',
    maxItems: String(capsule?.maxItems ?? CAPSULE_MAX_ITEMS_DEFAULT),
  };
}
