import { Camera, CircleHelp, ScanLine, Sparkles, Upload, X } from 'lucide-react';
import { useRef, type ChangeEvent } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { DialogFooter } from '@/components/ui/dialog.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { BusyOverlay } from '../busy-overlay.tsx';

interface ScanPhotoStepProps {
  /** The chosen photo's preview, or null before one is chosen. */
  photoUrl: string | null;
  scanning: boolean;
  onChoose: (file: File) => void;
  onRemove: () => void;
  onScan: () => void;
  onCancel: () => void;
  /** Why the last scan found nothing to fill in (no garment in the photo), shown under it. */
  notice?: string | null;
}

/** The scan dialog's first step: take or upload a photo, see it, then 'Scan with AI'. */
export function ScanPhotoStep({
  photoUrl,
  scanning,
  onChoose,
  onRemove,
  onScan,
  onCancel,
  notice,
}: ScanPhotoStepProps) {
  const cameraInput = useRef<HTMLInputElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);

  function onPhotoChosen(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) onChoose(file);
  }

  return (
    <div className="grid gap-5">
      <input
        ref={cameraInput}
        type="file"
        accept="image/*,.heic,.heif"
        capture="environment"
        aria-label="Take a photo with the camera"
        className="sr-only"
        tabIndex={-1}
        onChange={onPhotoChosen}
      />
      <input
        ref={fileInput}
        type="file"
        accept="image/*,.heic,.heif"
        aria-label="Upload an image file"
        className="sr-only"
        tabIndex={-1}
        onChange={onPhotoChosen}
      />
      {photoUrl ? (
        <div className="relative mx-auto w-full max-w-xs overflow-hidden rounded-2xl border bg-muted">
          <img src={photoUrl} alt="Photo to scan" className="aspect-[4/5] w-full object-cover" />
          {scanning && <BusyOverlay icon={ScanLine} label="Scanning..." />}
          {!scanning && (
            <Button
              type="button"
              variant="secondary"
              size="icon-sm"
              onClick={onRemove}
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
      {notice && photoUrl && !scanning && (
        <p
          role="status"
          className="mx-auto flex max-w-sm items-start gap-2 rounded-xl border border-amber-500/30 bg-amber-500/10 px-3 py-2 text-sm text-amber-900 dark:text-amber-100"
        >
          <CircleHelp className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {notice}
        </p>
      )}
      {photoUrl && !scanning && (
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
        <Button type="button" variant="outline" onClick={onCancel}>
          Cancel
        </Button>
        {/* Stays clickable without a photo, to say one is needed (spec §5); quiet until then. */}
        <Button
          type="button"
          variant={photoUrl ? 'default' : 'outline'}
          onClick={onScan}
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
