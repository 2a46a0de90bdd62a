import type { DisplayImage, ScanResult } from '@contract/wardrobe.ts';
import { Camera, ScanLine, Sparkles, Upload, X } from 'lucide-react';
import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
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
import { cn } from '@/lib/utils.ts';
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

const REVIEW_FIELDS: readonly ItemField[] = ['name', 'category', 'color', 'brand', 'size', 'tags'];

interface ScanItemDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Spec 'AI Scan Item dialog': photo (camera or file), scan, then review and confirm. */
export function ScanItemDialog({ open, onOpenChange }: ScanItemDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-xl">
        <DialogHeader>
          <DialogTitle>AI Scan Item</DialogTitle>
          <DialogDescription>
            Take or upload a photo of one piece; the AI detects its details for you to confirm.
          </DialogDescription>
        </DialogHeader>
        {/* Mounted only while open: Cancel or closing resets every step (spec §4). */}
        <ScanFlow onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

function ScanFlow({ onDone }: { onDone: () => void }) {
  const { preview, choose, clear } = usePhotoPreview();
  const [scanned, setScanned] = useState<ScanResult | null>(null);
  const [values, setValues] = useState<ItemFormValues>(emptyItemForm);
  const [suggestions, setSuggestions] = useState<ScanSuggestions>({});
  const [displayChoice, setDisplayChoice] = useState<DisplayImage | null>(null);
  const cameraInput = useRef<HTMLInputElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const scan = useScanItem();
  const create = useCreateItem();
  const cutoutUrl = scanned?.cutout?.dataUrl ?? null;
  const preferences = usePreferences({ enabled: cutoutUrl !== null });
  const shown: DisplayImage =
    displayChoice ?? (preferences.data?.autoCutout === false ? 'original' : 'cutout');

  function onPhotoChosen(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    scan.reset();
    choose(file);
  }

  function startScan() {
    if (!preview) {
      toast({
        title: 'No image selected',
        description: 'Please select an image to scan.',
        variant: 'destructive',
      });
      return;
    }
    scan.mutate(preview.file, {
      onSuccess: (result) => {
        const applied = applyScan(emptyItemForm, result);
        setValues(applied.values);
        setSuggestions(applied.suggestions);
        setScanned(result);
        toast({
          title: 'Item scanned successfully!',
          description: 'AI has detected the item details. Review and confirm below.',
        });
      },
      // The photo stays, so the person can try again or pick another (spec §4: back to preview).
      onError: (error) =>
        toast({
          title: 'Scan failed',
          description: errorMessage(error, 'Failed to scan item'),
          variant: 'destructive',
        }),
    });
  }

  function onConfirm(event: FormEvent) {
    event.preventDefault();
    if (!validateItemForm(values)) return;
    const form = itemFormData(values, preview?.file ?? null, {
      withSize: true,
      displayImage: displayChoice ?? undefined,
    });
    create.mutate(form, {
      onSuccess: () => {
        toast({
          title: 'Item added successfully!',
          description: 'Your scanned item has been added to your wardrobe.',
        });
        onDone();
      },
    });
  }

  const scanning = scan.isPending;
  const pickers = (
    <>
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
      <input
        ref={fileInput}
        type="file"
        accept="image/*"
        aria-label="Upload an image file"
        className="sr-only"
        tabIndex={-1}
        onChange={onPhotoChosen}
      />
    </>
  );

  if (scanned && preview) {
    return (
      <form onSubmit={onConfirm} noValidate className="grid gap-5">
        <div className="grid grid-cols-[6rem_minmax(0,1fr)] items-center gap-x-4 gap-y-3 rounded-2xl border bg-muted/40 p-3 sm:grid-cols-[8rem_minmax(0,1fr)]">
          <CutoutPreview
            originalUrl={preview.url}
            originalAlt="Scanned item photo"
            cutoutUrl={cutoutUrl}
            shown={shown}
            className={cn('aspect-[4/5] w-full rounded-xl', cutoutUrl && 'sm:row-span-2')}
          />
          <div className="min-w-0 text-sm">
            <p className="flex items-center gap-1.5 font-medium">
              <Sparkles className="size-4 text-brand" aria-hidden="true" />
              Detected by AI
            </p>
            <p className="mt-1 text-muted-foreground">
              Check the details below and change anything the AI got wrong.
            </p>
            {scanned.note && <p className="mt-1 text-xs text-muted-foreground">{scanned.note}</p>}
            {scanned.colors.length > 0 && (
              <p className="mt-2 flex items-center gap-2 text-muted-foreground">
                <ColorSwatches colors={scanned.colors} size="md" />
                {scanned.colors
                  .slice(0, 3)
                  .map((color) => color.name)
                  .join(', ')}
              </p>
            )}
          </div>
          {cutoutUrl && (
            <DisplayImageChoice
              value={shown}
              onChange={setDisplayChoice}
              originalUrl={preview.url}
              cutoutUrl={cutoutUrl}
              className="col-span-2 flex-wrap sm:col-span-1 sm:col-start-2 sm:justify-start"
            />
          )}
        </div>
        <ItemFields
          values={values}
          onChange={(field, value) => setValues((current) => ({ ...current, [field]: value }))}
          fields={REVIEW_FIELDS}
          labels={{ tags: 'Style Tags (comma separated)' }}
          suggestions={suggestions}
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
    );
  }

  return (
    <div className="grid gap-5">
      {pickers}
      {preview ? (
        <div className="relative mx-auto w-full max-w-xs overflow-hidden rounded-2xl border bg-muted">
          <img src={preview.url} alt="Photo to scan" className="aspect-[4/5] w-full object-cover" />
          {scanning && (
            <div
              role="status"
              className="absolute inset-0 flex flex-col items-center justify-center gap-3 bg-background/65 text-sm font-medium backdrop-blur-[3px]"
            >
              <span className="relative flex size-12 items-center justify-center rounded-full bg-card shadow-lift">
                <Spinner decorative className="absolute size-12 text-brand/60" />
                <ScanLine className="size-5 text-brand" aria-hidden="true" />
              </span>
              Scanning...
            </div>
          )}
          {!scanning && (
            <Button
              type="button"
              variant="secondary"
              size="icon-sm"
              onClick={() => {
                scan.reset();
                clear();
              }}
              aria-label="Remove photo"
              className="absolute top-2 right-2 bg-card/90 shadow-soft backdrop-blur-sm"
            >
              <X aria-hidden="true" />
            </Button>
          )}
        </div>
      ) : (
        <div className="flex flex-col items-center gap-4 rounded-2xl border border-dashed border-brand/35 bg-[radial-gradient(120%_120%_at_50%_0%,oklch(0.95_0.03_50),transparent)] px-5 py-8 text-center dark:bg-[radial-gradient(120%_120%_at_50%_0%,oklch(0.3_0.04_45),transparent)]">
          <span className="flex size-14 items-center justify-center rounded-full bg-card shadow-soft ring-1 ring-foreground/5">
            <ScanLine className="size-6 text-brand" aria-hidden="true" />
          </span>
          <p className="max-w-xs text-sm text-muted-foreground">
            Lay the piece flat or hang it against a plain background, in good light.
          </p>
          <div className="flex w-full flex-col gap-2 sm:w-auto sm:flex-row">
            <Button type="button" onClick={() => cameraInput.current?.click()}>
              <Camera aria-hidden="true" />
              Take Photo
            </Button>
            <Button type="button" variant="outline" onClick={() => fileInput.current?.click()}>
              <Upload aria-hidden="true" />
              Upload Image
            </Button>
          </div>
        </div>
      )}
      {preview && !scanning && (
        <div className="-mt-2 flex justify-center gap-2">
          <Button
            type="button"
            variant="ghost"
            size="sm"
            onClick={() => cameraInput.current?.click()}
          >
            <Camera aria-hidden="true" />
            Retake
          </Button>
          <Button
            type="button"
            variant="ghost"
            size="sm"
            onClick={() => fileInput.current?.click()}
          >
            <Upload aria-hidden="true" />
            Choose another
          </Button>
        </div>
      )}
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone}>
          Cancel
        </Button>
        {/* Stays clickable without a photo, to say one is needed (spec §5); quiet until then. */}
        <Button
          type="button"
          variant={preview ? 'default' : 'outline'}
          onClick={startScan}
          disabled={scanning}
        >
          {scanning ? (
            <Spinner decorative className="text-current" />
          ) : (
            <Sparkles aria-hidden="true" />
          )}
          {scanning ? 'Scanning...' : 'Scan with AI'}
        </Button>
      </DialogFooter>
    </div>
  );
}
