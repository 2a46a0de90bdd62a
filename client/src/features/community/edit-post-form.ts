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
 * The contract's PATCH body checks, with the hashtag errors reported on the one text field
 * (a nested `tags.0` error would not reach its FormMessage).
 */
export const editPostFormSchema = z
  .object({
    caption: updatePostBodySchema.shape.caption,
    tags: z.string().transform((text, ctx) => {
      const parsed = updatePostBodySchema.shape.hashtags.safeParse(tagsAsList(text));
      if (parsed.success) return parsed.data;
      ctx.addIssue({
        code: 'custom',
        message: parsed.error.issues[0]?.message ?? 'Check the hashtags',
      });
      return z.NEVER;
    }),
  })
  .transform(({ caption, tags }) => ({ caption, hashtags: tags }));
export type EditPostBody = z.output<typeof editPostFormSchema>;
