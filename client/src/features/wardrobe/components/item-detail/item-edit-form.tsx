import type { WardrobeItem } from '@contract/wardrobe.ts';
import { Trash2 } from 'lucide-react';
import { ConfirmDialog } from '@/components/confirm-dialog.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Form } from '@/components/ui/form.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { invalidFormToast } from '@/lib/forms/invalid-form-toast.ts';
import { useZodForm } from '@/lib/forms/use-zod-form.ts';
import { toast } from '@/lib/toast.ts';
import { useDeleteItem, useUpdateItem } from '../../api.ts';
import {
  formFromItem,
  ITEM_FORM_TOASTS,
  itemFormSchema,
  type ItemFormOutput,
} from '../../item-form-schema.ts';
import { ItemFields, type ItemField } from '../item-fields.tsx';

const EDIT_FIELDS: readonly ItemField[] = [
  'name',
  'category',
  'subcategory',
  'color',
  'brand',
  'size',
  'price',
  'tags',
];

interface ItemEditFormProps {
  item: WardrobeItem;
  /** After a delete: the item is gone, its view closes. */
  onDeleted: () => void;
}

/** Every editable field of an item, saved with PUT; Delete asks first. */
export function ItemEditForm({ item, onDeleted }: ItemEditFormProps) {
  const form = useZodForm(itemFormSchema, { defaultValues: formFromItem(item) });
  const save = useUpdateItem();
  const remove = useDeleteItem();
  const dirty = form.formState.isDirty;

  function onSave(patch: ItemFormOutput) {
    save.mutate(
      { id: item.id, patch },
      {
        onSuccess: (updated) => {
          // What the server stored is the new starting point for Discard changes.
          form.reset(formFromItem(updated));
          toast({ title: 'Item updated successfully!' });
        },
      },
    );
  }

  function onDelete() {
    remove.mutate(item.id, {
      onSuccess: () => {
        toast({ title: 'Item deleted successfully!' });
        onDeleted();
      },
    });
  }

  return (
    <Form {...form}>
      <form
        onSubmit={form.handleSubmit(onSave, invalidFormToast(ITEM_FORM_TOASTS))}
        noValidate
        className="grid gap-5 border-t pt-6"
      >
        <ItemFields fields={EDIT_FIELDS} />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:items-center sm:justify-between">
          <ConfirmDialog
            trigger={
              <Button
                type="button"
                variant="ghost"
                className="text-destructive hover:bg-destructive/10 hover:text-destructive"
                disabled={remove.isPending}
              >
                <Trash2 aria-hidden="true" />
                Delete
              </Button>
            }
            title={`Delete ${item.name}?`}
            description="This removes the item and its photo from your wardrobe. It can't be undone."
            confirmLabel="Delete item"
            onConfirm={onDelete}
          />
          <div className="flex flex-col-reverse gap-2 sm:flex-row">
            {dirty && (
              <Button type="button" variant="outline" onClick={() => form.reset()}>
                Discard changes
              </Button>
            )}
            <Button type="submit" disabled={!dirty || save.isPending}>
              {save.isPending && <Spinner decorative className="text-current" />}
              {save.isPending ? 'Saving...' : 'Save changes'}
            </Button>
          </div>
        </div>
      </form>
    </Form>
  );
}
