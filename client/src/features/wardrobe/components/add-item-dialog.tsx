import type { ScanResult } from '@contract/wardrobe.ts';
import { useRef, useState, type ChangeEvent } from 'react';
import { Button } from '@/components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog.tsx';
import { Form } from '@/components/ui/form.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { errorMessage } from '@/lib/error-message.ts';
import { invalidFormToast } from '@/lib/forms/invalid-form-toast.ts';
import { useZodForm } from '@/lib/forms/use-zod-form.ts';
import { toast } from '@/lib/toast.ts';
import { useCreateItem, useScanItem } from '../api.ts';
import { itemFormData } from '../item-form-data.ts';
import {
  emptyItemForm,
  ITEM_FORM_TOASTS,
  itemFormSchema,
  type ItemFormOutput,
  type ItemFormValues,
} from '../item-form-schema.ts';
import { applyScan, unsureFields, type ScanSuggestions } from '../scan-fill.ts';
import { useDisplayChoice } from '../use-display-choice.ts';
import { usePhotoPreview } from '@/lib/use-photo-preview.ts';
import { AddPhotoPreview } from './add-photo-preview.tsx';
import { AddPhotoPrompt } from './add-photo-prompt.tsx';
import { ItemFields, type ItemField } from './item-fields.tsx';

const FIELDS: readonly ItemField[] = [
  'name',
  'category',
  'subcategory',
  'color',
  'brand',
  'price',
  'tags',
];

interface AddItemDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Offered inside the dialog: switch to adding many photos at once. */
  onAddMany?: () => void;
  /** Fields filled in when the dialog opens, e.g. from a purchased shopping suggestion. */
  initialValues?: Partial<ItemFormValues>;
}

/** Spec 'Add New Wardrobe Item dialog': optional photo scanned at once, then the item form. */
export function AddItemDialog({
  open,
  onOpenChange,
  onAddMany,
  initialValues,
}: AddItemDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-xl">
        <DialogHeader>
          <DialogTitle>Add New Wardrobe Item</DialogTitle>
          <DialogDescription>
            Add a photo and let the AI fill in the details, or type them in yourself.
          </DialogDescription>
        </DialogHeader>
        {/* Mounted only while open, so closing (Cancel, Escape, ×) always starts the next add afresh. */}
        <AddItemForm
          onDone={() => onOpenChange(false)}
          onAddMany={onAddMany}
          initialValues={initialValues}
        />
      </DialogContent>
    </Dialog>
  );
}

function AddItemForm({
  onDone,
  onAddMany,
  initialValues,
}: {
  onDone: () => void;
  onAddMany?: () => void;
  initialValues?: Partial<ItemFormValues>;
}) {
  const form = useZodForm(itemFormSchema, {
    defaultValues: { ...emptyItemForm, ...initialValues },
  });
  const [suggestions, setSuggestions] = useState<ScanSuggestions>({});
  const [scanFilled, setScanFilled] = useState<Partial<ItemFormValues>>({});
  const [scanResult, setScanResult] = useState<ScanResult | null>(null);
  const display = useDisplayChoice(scanResult?.cutout?.dataUrl ?? null);
  const { preview, choose, clear } = usePhotoPreview();
  const fileInput = useRef<HTMLInputElement>(null);
  const cameraInput = useRef<HTMLInputElement>(null);
  // A scan answered after its photo was removed or replaced must not fill the form.
  const scanRun = useRef(0);
  const scan = useScanItem();
  const create = useCreateItem();

  function runScan(file: File) {
    const run = ++scanRun.current;
    setScanResult(null);
    scan.mutate(file, {
      onSuccess: (result) => {
        if (run !== scanRun.current) return;
        // The scan fills in on top of whatever the person has typed meanwhile.
        const current = form.getValues();
        const applied = applyScan(current, result);
        const filled = FIELDS.filter((field) => applied.values[field] !== current[field]);
        for (const field of filled) {
          form.setValue(field, applied.values[field], { shouldDirty: true });
        }
        setScanResult(result);
        setSuggestions(applied.suggestions);
        setScanFilled(Object.fromEntries(filled.map((field) => [field, applied.values[field]])));
        toast({
          title: 'AI detected item details!',
          description: 'Review and edit the auto-filled information below.',
        });
      },
      onError: (error) => {
        if (run !== scanRun.current) return;
        toast({
          title: 'AI scan failed',
          description: errorMessage(error, 'Please fill in the details yourself.'),
          variant: 'destructive',
        });
      },
    });
  }

  function onPhotoChosen(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    // The same file can be chosen again after removing it.
    event.target.value = '';
    if (!file) return;
    choose(file);
    runScan(file);
  }

  /** Spec: removing the photo clears the fields. */
  function removePhoto() {
    scanRun.current += 1;
    scan.reset();
    clear();
    setScanResult(null);
    display.reset();
    form.reset(emptyItemForm);
    setSuggestions({});
    setScanFilled({});
  }

  function onValid(item: ItemFormOutput) {
    const withPhoto = preview !== null;
    const body = itemFormData(item, preview?.file ?? null, {
      displayImage: display.choice ?? undefined,
      scanToken: scanResult?.scanToken,
    });
    create.mutate(body, {
      onSuccess: () => {
        toast({
          title: 'Item added successfully!',
          description: withPhoto
            ? 'Your wardrobe item has been added and analyzed by AI.'
            : 'Your wardrobe item has been added.',
        });
        onDone();
      },
    });
  }

  return (
    <Form {...form}>
      <form
        onSubmit={form.handleSubmit(onValid, invalidFormToast(ITEM_FORM_TOASTS))}
        noValidate
        className="grid gap-5"
      >
        <input
          ref={fileInput}
          type="file"
          accept="image/*,.heic,.heif"
          aria-label="Item photo"
          className="sr-only"
          tabIndex={-1}
          onChange={onPhotoChosen}
        />
        <input
          ref={cameraInput}
          type="file"
          accept="image/*"
          capture="environment"
          aria-label="Take a photo with the camera"
          className="sr-only"
          tabIndex={-1}
          onChange={onPhotoChosen}
        />
        {preview ? (
          <AddPhotoPreview
            photoUrl={preview.url}
            scan={scanResult}
            scanning={scan.isPending}
            shown={display.shown}
            onShow={display.choose}
            onRescan={() => runScan(preview.file)}
            onRemove={removePhoto}
          />
        ) : (
          <AddPhotoPrompt
            onChoose={() => fileInput.current?.click()}
            onTakePhoto={() => cameraInput.current?.click()}
            onAddMany={onAddMany}
          />
        )}

        <ItemFields
          fields={FIELDS}
          suggestions={suggestions}
          scanFilled={scanFilled}
          unsure={scanResult ? unsureFields(scanResult) : []}
        />

        <DialogFooter>
          <Button type="button" variant="outline" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" disabled={create.isPending}>
            {create.isPending && <Spinner decorative className="text-current" />}
            {create.isPending ? 'Adding Item...' : 'Add to Wardrobe'}
          </Button>
        </DialogFooter>
      </form>
    </Form>
  );
}
