import { Camera, ImagePlus } from 'lucide-react';
import { PhotoChooser } from '@/components/photo-chooser.tsx';
import { Button } from '@/components/ui/button.tsx';
import type { PhotoPreview } from '@/lib/use-photo-preview.ts';

interface InspirationImageChooserProps {
  preview: PhotoPreview | null;
  onChoose: (file: File) => void;
  onRemove: () => void;
}

/** Spec §2: the add dialog's image chooser, with a preview and Remove (the image is optional). */
export function InspirationImageChooser(props: InspirationImageChooserProps) {
  return (
    <PhotoChooser
      {...props}
      inputLabel="Choose an image"
      previewAlt="Chosen inspiration"
      previewClassName="max-h-72"
      removeClassName="bg-background/90 shadow-sm"
      chooseButton={(open, takePhoto) => (
        <div className="grid gap-2">
          <button
            type="button"
            onClick={open}
            className="flex cursor-pointer flex-col items-center gap-2 rounded-2xl border border-dashed bg-muted/40 px-6 py-8 text-sm text-muted-foreground transition-colors outline-none hover:bg-muted focus-visible:ring-[3px] focus-visible:ring-ring/50"
          >
            <ImagePlus className="size-7 text-brand" strokeWidth={1.5} aria-hidden="true" />
            <span className="font-medium text-foreground">Choose Image</span>
            <span>A screenshot, a saved pin or a photo (optional)</span>
          </button>
          <Button type="button" variant="outline" onClick={takePhoto}>
            <Camera aria-hidden="true" />
            Take Photo
          </Button>
        </div>
      )}
    />
  );
}
