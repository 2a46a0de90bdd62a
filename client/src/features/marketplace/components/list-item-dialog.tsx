import type { Listing } from '@contract/marketplace.ts';
import { ImagePlus, Shirt } from 'lucide-react';
import { useState } from 'react';
import { ItemPickerGrid } from '@/components/item-picker-grid.tsx';
import { FilterChip } from '@/components/filter-chip.tsx';
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
import { Spinner } from '@/components/ui/spinner.tsx';
import { useWardrobeItems } from '@/features/wardrobe/public.ts';
import { useZodForm } from '@/lib/forms/use-zod-form.ts';
import { toast } from '@/lib/toast.ts';
import { usePhotoPreview } from '@/lib/use-photo-preview.ts';
import { useCreateListing, useUpdateListing } from '../api.ts';
import {
  createListingBody,
  emptyListingForm,
  formFromListing,
  listingFormSchema,
  prefillFromItem,
  type ListingFormOutput,
} from '../listing-form-schema.ts';
import { ListingFields } from './listing-fields.tsx';
import { ListingPhotoChooser } from './listing-photo-chooser.tsx';

interface ListItemDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The listing to edit; absent to list a new item. */
  listing?: Listing | null;
}

/** 'List an Item': from one of the user's pieces (its photo reused) or a fresh photo; also edits. */
export function ListItemDialog({ open, onOpenChange, listing = null }: ListItemDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>{listing ? 'Edit Listing' : 'List an Item'}</DialogTitle>
          <DialogDescription>
            {listing
              ? 'Buyers see the changes at once.'
              : 'Give a piece a second life: start from your wardrobe or a photo.'}
          </DialogDescription>
        </DialogHeader>
        {open && (
          <ListingForm
            key={listing?.id ?? 'new'}
            listing={listing}
            onDone={() => onOpenChange(false)}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}

function ListingForm({ listing, onDone }: { listing: Listing | null; onDone: () => void }) {
  // Checked as typed: a wrong price or contact says why, and Save waits for a valid listing.
  const form = useZodForm(listingFormSchema, {
    defaultValues: listing ? formFromListing(listing) : emptyListingForm,
    mode: 'onChange',
  });
  const [source, setSource] = useState<'wardrobe' | 'photo'>('wardrobe');
  const [itemId, setItemId] = useState<string | null>(null);
  const photo = usePhotoPreview();
  const wardrobe = useWardrobeItems();
  const create = useCreateListing();
  const update = useUpdateListing();
  const pending = create.isPending || update.isPending;

  function pick(ids: string[]) {
    const id = ids.at(-1) ?? null;
    setItemId(id);
    const item = wardrobe.data?.find((i) => i.id === id);
    if (!item) return;
    for (const [field, value] of Object.entries(prefillFromItem(item))) {
      form.setValue(field as keyof ReturnType<typeof prefillFromItem>, value, {
        shouldDirty: true,
        shouldValidate: true,
      });
    }
  }

  function onValid(body: ListingFormOutput) {
    if (pending) return;
    if (listing) {
      update.mutate(
        { id: listing.id, patch: body },
        { onSuccess: () => (toast({ title: 'Listing updated' }), onDone()) },
      );
      return;
    }
    const sent = createListingBody(body, {
      wardrobeItemId: source === 'wardrobe' ? itemId : null,
      image: source === 'photo' ? (photo.preview?.file ?? null) : null,
    });
    create.mutate(sent, {
      onSuccess: () => (
        toast({ title: 'Item listed!', description: 'It is now on the marketplace.' }),
        onDone()
      ),
    });
  }

  return (
    <Form {...form}>
      <DialogForm onSubmit={form.handleSubmit(onValid)} noValidate>
        <DialogBody>
          {!listing && (
            <>
              <div className="flex gap-2" role="radiogroup" aria-label="Start from">
                <FilterChip
                  kind="radio"
                  selected={source === 'wardrobe'}
                  onClick={() => setSource('wardrobe')}
                >
                  <Shirt className="size-3.5" aria-hidden="true" /> From my wardrobe
                </FilterChip>
                <FilterChip
                  kind="radio"
                  selected={source === 'photo'}
                  onClick={() => setSource('photo')}
                >
                  <ImagePlus className="size-3.5" aria-hidden="true" /> New photo
                </FilterChip>
              </div>
              {source === 'wardrobe' ? (
                wardrobe.data?.length ? (
                  <ItemPickerGrid
                    items={wardrobe.data}
                    selected={itemId ? [itemId] : []}
                    onChange={pick}
                    label="Wardrobe items"
                    // Three across on phones too, so the scroll box shows two rows, not one.
                    className="max-h-80 grid-cols-3 overflow-y-auto"
                  />
                ) : (
                  <p className="text-sm text-muted-foreground">
                    {wardrobe.isLoading
                      ? 'Loading your wardrobe…'
                      : 'Your wardrobe is empty: list from a new photo instead.'}
                  </p>
                )
              ) : (
                <ListingPhotoChooser
                  preview={photo.preview}
                  onChoose={photo.choose}
                  onRemove={photo.clear}
                />
              )}
            </>
          )}
          <ListingFields />
        </DialogBody>
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" disabled={!form.formState.isValid || pending}>
            {pending && <Spinner decorative className="text-current" />}
            {listing ? 'Save Changes' : pending ? 'Listing...' : 'List Item'}
          </Button>
        </DialogFooter>
      </DialogForm>
    </Form>
  );
}
