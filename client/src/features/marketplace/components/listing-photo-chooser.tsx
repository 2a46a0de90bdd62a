import { ImagePlus, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button.tsx';

interface ListingPhotoChooserProps {
  image: File | null;
  onChange: (image: File | null) => void;
}

/** 'New photo': choose a picture for the listing, see it, or remove it again. */
export function ListingPhotoChooser({ image, onChange }: ListingPhotoChooserProps) {
  const [preview, setPreview] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);

  // The preview's object URL is released when the photo changes or the dialog closes.
  useEffect(() => {
    if (!image) return setPreview(null);
    const url = URL.createObjectURL(image);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [image]);

  return (
    <div>
      <input
        ref={fileInput}
        type="file"
        accept="image/*"
        className="sr-only"
        tabIndex={-1}
        aria-label="Listing photo"
        onChange={(e) => {
          const file = e.target.files?.[0];
          if (file) onChange(file);
          e.target.value = '';
        }}
      />
      {preview ? (
        <div className="relative overflow-hidden rounded-2xl border bg-muted">
          <img src={preview} alt="Chosen photo" className="max-h-60 w-full object-contain" />
          <Button
            type="button"
            size="sm"
            variant="secondary"
            className="absolute top-3 right-3 rounded-full"
            onClick={() => onChange(null)}
          >
            <X aria-hidden="true" /> Remove
          </Button>
        </div>
      ) : (
        <Button type="button" variant="outline" onClick={() => fileInput.current?.click()}>
          <ImagePlus aria-hidden="true" /> Choose Photo
        </Button>
      )}
    </div>
  );
}
