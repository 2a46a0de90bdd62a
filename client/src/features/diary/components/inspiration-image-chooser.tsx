import { ImagePlus, X } from 'lucide-react';
import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { Button } from '@/components/ui/button.tsx';

interface InspirationImageChooserProps {
  image: File | null;
  onChange: (image: File | null) => void;
}

/** Spec §2: the add dialog's image chooser, with a preview and Remove (the image is optional). */
export function InspirationImageChooser({ image, onChange }: InspirationImageChooserProps) {
  const [previewUrl, setPreviewUrl] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);

  // The preview's object URL is released when the photo changes or the dialog closes.
  useEffect(() => {
    if (!image) return setPreviewUrl(null);
    const url = URL.createObjectURL(image);
    setPreviewUrl(url);
    return () => URL.revokeObjectURL(url);
  }, [image]);

  function onChoose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    if (file) onChange(file);
    event.target.value = '';
  }

  return (
    <>
      <input
        ref={fileInput}
        type="file"
        accept="image/*"
        className="sr-only"
        tabIndex={-1}
        aria-label="Choose an image"
        onChange={onChoose}
      />
      {previewUrl ? (
        <div className="relative overflow-hidden rounded-2xl border bg-muted">
          <img
            src={previewUrl}
            alt="Chosen inspiration"
            className="max-h-72 w-full object-contain"
          />
          <Button
            type="button"
            size="sm"
            variant="secondary"
            className="absolute top-3 right-3 rounded-full bg-background/90 shadow-sm"
            onClick={() => onChange(null)}
          >
            <X aria-hidden="true" />
            Remove
          </Button>
        </div>
      ) : (
        <button
          type="button"
          onClick={() => fileInput.current?.click()}
          className="flex cursor-pointer flex-col items-center gap-2 rounded-2xl border border-dashed bg-muted/40 px-6 py-8 text-sm text-muted-foreground transition-colors outline-none hover:bg-muted focus-visible:ring-[3px] focus-visible:ring-ring/50"
        >
          <ImagePlus className="size-7 text-brand" strokeWidth={1.5} aria-hidden="true" />
          <span className="font-medium text-foreground">Choose Image</span>
          <span>A screenshot, a saved pin or a photo (optional)</span>
        </button>
      )}
    </>
  );
}
