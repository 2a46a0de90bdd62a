import { X } from 'lucide-react';
import { useRef, type ChangeEvent, type ReactNode } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { cn } from '@/lib/utils.ts';
import type { PhotoPreview } from '@/lib/use-photo-preview.ts';

interface PhotoChooserProps {
  /** From `usePhotoPreview()`: the chosen photo, which owns (and releases) the preview URL. */
  preview: PhotoPreview | null;
  onChoose: (file: File) => void;
  onRemove: () => void;
  /** The hidden file input's accessible name. */
  inputLabel: string;
  previewAlt: string;
  previewClassName?: string;
  removeClassName?: string;
  /**
   * What is shown before a photo is chosen: `open` shows the file picker, `takePhoto` the
   * phone's camera (a desktop browser shows its file picker instead).
   */
  chooseButton: (open: () => void, takePhoto: () => void) => ReactNode;
}

/** Choose one optional photo, see it, or remove it again. */
export function PhotoChooser({
  preview,
  onChoose,
  onRemove,
  inputLabel,
  previewAlt,
  previewClassName,
  removeClassName,
  chooseButton,
}: PhotoChooserProps) {
  const fileInput = useRef<HTMLInputElement>(null);
  const cameraInput = useRef<HTMLInputElement>(null);
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (file) onChoose(file);
    // Cleared so choosing the same file again still counts as a change.
    event.target.value = '';
  };
  return (
    <>
      <input
        ref={fileInput}
        type="file"
        accept="image/*,.heic,.heif"
        className="sr-only"
        tabIndex={-1}
        aria-label={inputLabel}
        onChange={onChange}
      />
      <input
        ref={cameraInput}
        type="file"
        accept="image/*"
        capture="environment"
        className="sr-only"
        tabIndex={-1}
        aria-label="Take a photo with the camera"
        onChange={onChange}
      />
      {preview ? (
        <div className="relative overflow-hidden rounded-2xl border bg-muted">
          <img
            src={preview.url}
            alt={previewAlt}
            className={cn('w-full object-contain', previewClassName)}
          />
          <Button
            type="button"
            size="sm"
            variant="secondary"
            className={cn('absolute top-3 right-3 rounded-full', removeClassName)}
            onClick={onRemove}
          >
            <X aria-hidden="true" />
            Remove
          </Button>
        </div>
      ) : (
        chooseButton(
          () => fileInput.current?.click(),
          () => cameraInput.current?.click(),
        )
      )}
    </>
  );
}
