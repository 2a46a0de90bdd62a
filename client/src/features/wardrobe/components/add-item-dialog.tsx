import type { DisplayImage, ScanResult } from '@contract/wardrobe.ts';
import { ImagePlus, RefreshCw, Sparkles, X } from 'lucide-react';
import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { Button } from '@/components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { errorMessage } from '@/lib/error-message.ts';
import { toast } from '@/lib/toast.ts';
import { useCreateItem, useScanItem } from '../api.ts';
import {
  applyScan,
  emptyItemForm,
  itemFormData,
  validateItemForm,
  type ItemFormValues,
  type ScanSuggestions,
} from '../item-form.ts';
import { usePreferences } from '../preferences-api.ts';
import { usePhotoPreview } from '../use-photo-preview.ts';
import { ColorSwatches } from './color-swatches.tsx';
import { CutoutPreview, DisplayImageChoice } from './cutout-preview.tsx';
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
  const [values, setValues] = useState<ItemFormValues>(() => ({
    ...emptyItemForm,
    ...initialValues,
  }));
  const [suggestions, setSuggestions] = useState<ScanSuggestions>({});
  const [aiFilled, setAiFilled] = useState<ReadonlySet<ItemField>>(new Set());
  const [scanResult, setScanResult] = useState<ScanResult | null>(null);
  // Photo or cut-out, when the person picked one; otherwise their setting decides (server-side too).
  const [displayChoice, setDisplayChoice] = useState<DisplayImage | null>(null);
  const { preview, choose, clear } = usePhotoPreview();
  const fileInput = useRef<HTMLInputElement>(null);
  // A scan answered after its photo was removed or replaced must not fill the form.
  const scanRun = useRef(0);
  // What the person has typed by the time a scan answers; the scan fills in on top of it.
  const latestValues = useRef(values);
  useEffect(() => {
    latestValues.current = values;
  }, [values]);
  const scan = useScanItem();
  const create = useCreateItem();
  const cutoutUrl = scanResult?.cutout?.dataUrl ?? null;
  const preferences = usePreferences({ enabled: cutoutUrl !== null });
  const shown: DisplayImage =
    displayChoice ?? (preferences.data?.autoCutout === false ? 'original' : 'cutout');

  function onFieldChange(field: ItemField, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    setAiFilled((current) => {
      if (!current.has(field)) return current;
      const next = new Set(current);
      next.delete(field);
      return next;
    });
  }

  function runScan(file: File) {
    const run = ++scanRun.current;
    setScanResult(null);
    scan.mutate(file, {
      onSuccess: (result) => {
        if (run !== scanRun.current) return;
        const current = latestValues.current;
        const applied = applyScan(current, result);
        setScanResult(result);
        setValues(applied.values);
        setSuggestions(applied.suggestions);
        setAiFilled(new Set(FIELDS.filter((field) => applied.values[field] !== current[field])));
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

  function removePhoto() {
    scanRun.current += 1;
    scan.reset();
    clear();
    setScanResult(null);
    setDisplayChoice(null);
    setValues(emptyItemForm);
    setSuggestions({});
    setAiFilled(new Set());
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!validateItemForm(values)) return;
    const withPhoto = preview !== null;
    const form = itemFormData(values, preview?.file ?? null, {
      displayImage: displayChoice ?? undefined,
    });
    create.mutate(form, {
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

  const scanning = scan.isPending;
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5">
      <input
        ref={fileInput}
        type="file"
        accept="image/*"
        aria-label="Item photo"
        className="sr-only"
        tabIndex={-1}
        onChange={onPhotoChosen}
      />
      {preview ? (
        <div className="grid gap-3">
          <CutoutPreview
            originalUrl={preview.url}
            originalAlt="Chosen item photo"
            cutoutUrl={cutoutUrl}
            shown={shown}
            className="mx-auto aspect-[4/5] w-full max-w-xs"
          >
            {scanning && (
              <div
                role="status"
                className="absolute inset-0 flex flex-col items-center justify-center gap-3 bg-background/65 text-sm font-medium backdrop-blur-[3px]"
              >
                <span className="relative flex size-12 items-center justify-center rounded-full bg-card shadow-lift">
                  <Spinner decorative className="absolute size-12 text-brand/60" />
                  <Sparkles className="size-5 text-brand" aria-hidden="true" />
                </span>
                Analyzing with AI...
              </div>
            )}
            <Button
              type="button"
              variant="secondary"
              size="icon-sm"
              onClick={removePhoto}
              aria-label="Remove photo"
              className="absolute top-2 right-2 bg-card/90 shadow-soft backdrop-blur-sm"
            >
              <X aria-hidden="true" />
            </Button>
          </CutoutPreview>
          {cutoutUrl && !scanning && (
            <DisplayImageChoice
              value={shown}
              onChange={setDisplayChoice}
              originalUrl={preview.url}
              cutoutUrl={cutoutUrl}
            />
          )}
          <div className="flex flex-wrap items-center justify-center gap-x-4 gap-y-2 text-sm">
            {scanResult && scanResult.colors.length > 0 && !scanning && (
              <span className="inline-flex items-center gap-2 text-muted-foreground">
                <ColorSwatches colors={scanResult.colors} size="md" />
                {scanResult.colors
                  .slice(0, 3)
                  .map((color) => color.name)
                  .join(', ')}
              </span>
            )}
            <Button
              type="button"
              variant="ghost"
              size="sm"
              onClick={() => runScan(preview.file)}
              disabled={scanning}
            >
              <RefreshCw aria-hidden="true" />
              {scanning ? 'Scanning...' : 'Scan again'}
            </Button>
          </div>
          {scanResult?.note && !scanning && (
            <p className="text-center text-xs text-muted-foreground">{scanResult.note}</p>
          )}
        </div>
      ) : (
        <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-brand/35 bg-[radial-gradient(120%_120%_at_50%_0%,oklch(0.95_0.03_50),transparent)] px-5 py-7 text-center dark:bg-[radial-gradient(120%_120%_at_50%_0%,oklch(0.3_0.04_45),transparent)]">
          <span className="flex size-12 items-center justify-center rounded-full bg-card shadow-soft ring-1 ring-foreground/5">
            <Sparkles className="size-5 text-brand" aria-hidden="true" />
          </span>
          <div>
            <p className="font-semibold">AI Auto-Fill Enabled</p>
            <p className="mt-1 text-sm text-muted-foreground">
              Add a photo (optional): the AI removes its background, reads its colours and kind, and
              fills in the form for you.
            </p>
          </div>
          <Button type="button" variant="outline" onClick={() => fileInput.current?.click()}>
            <ImagePlus aria-hidden="true" />
            Choose Photo
          </Button>
          {onAddMany && (
            <button
              type="button"
              onClick={onAddMany}
              className="cursor-pointer rounded-full text-[13px] text-muted-foreground underline decoration-foreground/25 underline-offset-4 outline-none hover:text-foreground hover:decoration-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50"
            >
              Adding several pieces? Choose many photos at once
            </button>
          )}
        </div>
      )}

      <ItemFields
        values={values}
        onChange={onFieldChange}
        fields={FIELDS}
        suggestions={suggestions}
        aiFilled={aiFilled}
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
  );
}
