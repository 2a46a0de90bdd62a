import { updatePostBodySchema } from '@contract/community.ts';
import { z } from 'zod';
import { splitList } from '@/lib/format.ts';

/** The edit dialog's fields as typed: the caption and the hashtags as one comma-separated text. */
export interface EditPostFormValues {
  caption: string;
  tags: string;
}

/** Hashtags may be typed with '#' or spaces between them, as in the Share a look dialog. */
const tagsAsList = (text: string) => splitList(text.replaceAll('#', ' ').replace(/\s+/g, ','));

/**
 * A text field checked by the contract's schema for it, its first error reported on the field
 * itself (a nested `tags.0` error would not reach the field's FormMessage).
 */
function checkedBy<Output>(schema: z.ZodType<Output>, fromText: (text: string) => unknown) {
  return z.string().transform((text, ctx) => {
    const parsed = schema.safeParse(fromText(text));
    if (parsed.success) return parsed.data;
    ctx.addIssue({
      code: 'custom',
      message: parsed.error.issues[0]?.message ?? 'Check this field',
    });
    return z.NEVER;
  });
}

/** The contract's PATCH body checks, on the dialog's two text fields. */
export const editPostFormSchema = z
  .object({
    caption: checkedBy(updatePostBodySchema.shape.caption, (text) => text),
    tags: checkedBy(updatePostBodySchema.shape.hashtags, tagsAsList),
  })
  .transform(({ caption, tags }) => ({ caption, hashtags: tags }));
export type EditPostBody = z.output<typeof editPostFormSchema>;
