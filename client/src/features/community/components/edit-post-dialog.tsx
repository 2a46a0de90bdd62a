import { CAPTION_MAX, type Post } from '@contract/community.ts';
import { useWatch } from 'react-hook-form';
import { LabelledField } from '@/components/labelled-field.tsx';
import { TagInput } from '@/components/tag-input.tsx';
import { Button } from '@/components/ui/button.tsx';
import {
  Dialog,
  DialogBody,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogForm,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog.tsx';
import { Form } from '@/components/ui/form.tsx';
import { Textarea } from '@/components/ui/textarea.tsx';
import { useZodForm } from '@/lib/forms/use-zod-form.ts';
import { toast } from '@/lib/toast.ts';
import { useUpdatePost } from '../api.ts';
import {
  editPostFormSchema,
  type EditPostBody,
  type EditPostFormValues,
} from '../edit-post-form.ts';

interface EditPostDialogProps {
  post: Post;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The author rewrites a post's caption and hashtags; the outfit and its image stay. */
export function EditPostDialog({ post, open, onOpenChange }: EditPostDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-lg">
        {/* Mounted only while open: each opening starts from the post as it is now. */}
        <EditPostForm post={post} onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

function EditPostForm({ post, onDone }: { post: Post; onDone: () => void }) {
  const form = useZodForm<EditPostFormValues, EditPostBody>(editPostFormSchema, {
    defaultValues: { caption: post.caption ?? '', tags: post.hashtags.join(', ') },
  });
  const update = useUpdatePost();
  const caption = useWatch({ control: form.control, name: 'caption' });

  function onSubmit(body: EditPostBody) {
    if (update.isPending) return;
    update.mutate(
      { id: post.id, ...body },
      {
        onSuccess: () => {
          toast({ title: 'Post updated' });
          onDone();
        },
      },
    );
  }

  return (
    <Form {...form}>
      <DialogForm onSubmit={form.handleSubmit(onSubmit)} noValidate>
        <DialogHeader>
          <DialogTitle>Edit post</DialogTitle>
          <DialogDescription>Change what you wrote; the outfit stays as shared.</DialogDescription>
        </DialogHeader>
        <DialogBody>
          <LabelledField
            control={form.control}
            name="caption"
            label="Caption"
            after={
              <p className="text-right text-xs text-muted-foreground">
                {caption.length}/{CAPTION_MAX}
              </p>
            }
          >
            {(field) => <Textarea maxLength={CAPTION_MAX} rows={3} {...field} />}
          </LabelledField>
          <LabelledField control={form.control} name="tags" label="Hashtags (comma separated)">
            {(field) => <TagInput placeholder="datenight, linen" {...field} />}
          </LabelledField>
        </DialogBody>
        <DialogFooter>
          <Button type="button" variant="ghost" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" disabled={update.isPending}>
            {update.isPending ? 'Saving…' : 'Save'}
          </Button>
        </DialogFooter>
      </DialogForm>
    </Form>
  );
}
