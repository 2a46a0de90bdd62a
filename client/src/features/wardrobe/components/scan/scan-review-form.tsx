import type { ScanResult } from '@contract/wardrobe.ts';
import { Sparkles } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { DialogFooter } from '@/components/ui/dialog.tsx';
import { Form } from '@/components/ui/form.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { invalidFormToast } from '@/lib/forms/invalid-form-toast.ts';
import { useZodForm } from '@/lib/forms/use-zod-form.ts';
import { toast } from '@/lib/toast.ts';
import { cn } from '@/lib/utils.ts';
import { useCreateItem } from '../../api.ts';
import { itemFormData } from '../../item-form-data.ts';
import {
  emptyItemForm,
  ITEM_FORM_TOASTS,
  itemFormSchema,
  type ItemFormOutput,
} from '../../item-form-schema.ts';
import { applyScan, unsureFields } from '../../scan-fill.ts';
import { useDisplayChoice } from '../../use-display-choice.ts';
import type { PhotoPreview } from '@/lib/use-photo-preview.ts';
import { ColorSwatches } from '../color-swatches.tsx';
import { CutoutPreview, DisplayImageChoice } from '../cutout-preview.tsx';
import { ItemFields, type ItemField } from '../item-fields.tsx';

const REVIEW_FIELDS: readonly ItemField[] = ['name', 'category', 'color', 'brand', 'size', 'tags'];

interface ScanReviewFormProps {
  photo: PhotoPreview;
  scan: ScanResult;
  onDone: () => void;
}

/** The scan dialog's review step: the detected details to correct, then 'Confirm & Add'. */
export function ScanReviewForm({ photo, scan, onDone }: ScanReviewFormProps) {
  const [applied] = useState(() => applyScan(emptyItemForm, scan));
  const unsure = unsureFields(scan);
  // Marked 'Detected by AI': only what the scan actually filled in.
  const [filled] = useState(() =>
    Object.fromEntries(Object.entries(applied.values).filter(([, value]) => value)),
  );
  const form = useZodForm(itemFormSchema, { defaultValues: applied.values });
  const cutoutUrl = scan.cutout?.dataUrl ?? null;
  const display = useDisplayChoice(cutoutUrl);
  const create = useCreateItem();

  function onConfirm(item: ItemFormOutput) {
    const body = itemFormData(item, photo.file, {
      withSize: true,
      displayImage: display.choice ?? undefined,
      scanToken: scan.scanToken,
    });
    create.mutate(body, {
      onSuccess: () => {
        toast({
          title: 'Item added successfully!',
          description: 'Your scanned item has been added to your wardrobe.',
        });
        onDone();
      },
    });
  }

  return (
    <Form {...form}>
      <form
        onSubmit={form.handleSubmit(onConfirm, invalidFormToast(ITEM_FORM_TOASTS))}
        noValidate
        className="grid gap-5"
      >
        <div className="grid grid-cols-[6rem_minmax(0,1fr)] items-center gap-x-4 gap-y-3 rounded-2xl border bg-muted/40 p-3 sm:grid-cols-[8rem_minmax(0,1fr)]">
          <CutoutPreview
            originalUrl={photo.url}
            originalAlt="Scanned item photo"
            cutoutUrl={cutoutUrl}
            shown={display.shown}
            className={cn('aspect-[4/5] w-full rounded-xl', cutoutUrl && 'sm:row-span-2')}
          />
          <div className="min-w-0 text-sm">
            <p className="flex items-center gap-1.5 font-medium">
              <Sparkles className="size-4 text-brand" aria-hidden="true" />
              Detected by AI
            </p>
            <p className="mt-1 text-muted-foreground">
              {unsure.length > 0
                ? 'The AI is unsure of some details: please confirm the marked fields.'
                : 'Check the details below and change anything the AI got wrong.'}
            </p>
            {scan.note && <p className="mt-1 text-xs text-muted-foreground">{scan.note}</p>}
            {scan.colors.length > 0 && (
              <p className="mt-2 flex items-center gap-2 text-muted-foreground">
                <ColorSwatches colors={scan.colors} size="md" />
                {scan.colors
                  .slice(0, 3)
                  .map((color) => color.name)
                  .join(', ')}
              </p>
            )}
          </div>
          {cutoutUrl && (
            <DisplayImageChoice
              value={display.shown}
              onChange={display.choose}
              originalUrl={photo.url}
              cutoutUrl={cutoutUrl}
              className="col-span-2 flex-wrap sm:col-span-1 sm:col-start-2 sm:justify-start"
            />
          )}
        </div>
        <ItemFields
          fields={REVIEW_FIELDS}
          labels={{ tags: 'Style Tags (comma separated)' }}
          suggestions={applied.suggestions}
          scanFilled={filled}
          unsure={unsure}
        />
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" disabled={create.isPending}>
            {create.isPending && <Spinner decorative className="text-current" />}
            {create.isPending ? 'Adding Item...' : 'Confirm & Add to Wardrobe'}
          </Button>
        </DialogFooter>
      </form>
    </Form>
  );
}
