import { Camera, ImagePlus } from 'lucide-react';
import { PhotoChooser } from '@/components/photo-chooser.tsx';
import { Button } from '@/components/ui/button.tsx';
import type { PhotoPreview } from '@/lib/use-photo-preview.ts';

interface ListingPhotoChooserProps {
  preview: PhotoPreview | null;
  onChoose: (file: File) => void;
  onRemove: () => void;
}

/** 'New photo': choose a picture for the listing, see it, or remove it again. */
export function ListingPhotoChooser(props: ListingPhotoChooserProps) {
  return (
    <div>
      <PhotoChooser
        {...props}
        inputLabel="Listing photo"
        previewAlt="Chosen photo"
        previewClassName="max-h-60"
        chooseButton={(open, takePhoto) => (
          <div className="flex flex-col gap-2 sm:flex-row">
            <Button type="button" variant="outline" onClick={takePhoto}>
              <Camera aria-hidden="true" /> Take Photo
            </Button>
            <Button type="button" variant="outline" onClick={open}>
              <ImagePlus aria-hidden="true" /> Choose Photo
            </Button>
          </div>
        )}
      />
    </div>
  );
}
