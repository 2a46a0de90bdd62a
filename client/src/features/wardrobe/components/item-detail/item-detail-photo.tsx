import type { DisplayImage, WardrobeItem } from '@contract/wardrobe.ts';
import { Camera, ImagePlus, Scissors, X } from 'lucide-react';
import { useRef, type ChangeEvent } from 'react';
import { ItemPhoto } from '@/components/item-photo.tsx';
import { Button } from '@/components/ui/button.tsx';
import { DialogClose } from '@/components/ui/dialog.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { toast } from '@/lib/toast.ts';
import { useAddCutout, useChangePhoto, useUpdateItem } from '../../api.ts';
import { DisplayImageToggle } from './display-image-toggle.tsx';
import { cn } from '@/lib/utils.ts';
import { STUDIO_TILE } from '../studio-tile.ts';

/** The detail view's photo: Original / Cut-out, change the photo, remove its background. */
export function ItemDetailPhoto({ item }: { item: WardrobeItem }) {
  const photoInput = useRef<HTMLInputElement>(null);
  const cameraInput = useRef<HTMLInputElement>(null);
  const display = useUpdateItem();
  const changePhoto = useChangePhoto();
  const addCutout = useAddCutout();
  const working = changePhoto.isPending || addCutout.isPending;

  // The switch shows the asked-for image at once; a refusal puts the stored choice back.
  const asked = display.isPending ? display.variables.patch.displayImage : undefined;
  const shown: DisplayImage =
    asked === 'cutout' || asked === 'original' ? asked : item.displayImage;
  const shownUrl =
    (shown === 'cutout' ? item.cutoutImageUrl : item.originalImageUrl) ?? item.imageUrl;
  const hasBoth = item.cutoutImageUrl !== null && item.originalImageUrl !== null;

  function onDisplayChange(next: DisplayImage) {
    if (next !== shown) display.mutate({ id: item.id, patch: { displayImage: next } });
  }

  function onRemoveBackground() {
    addCutout.mutate(item.id, {
      onSuccess: () =>
        toast({
          title: 'Background removed',
          description: 'Switch back to the original photo any time.',
        }),
    });
  }

  function onPhotoChosen(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    changePhoto.mutate(
      { id: item.id, file },
      {
        onSuccess: () =>
          toast({
            title: 'Item updated successfully!',
            description: 'The new photo has been saved and analyzed by AI.',
          }),
      },
    );
  }

  return (
    <div
      className={cn(
        'relative bg-[radial-gradient(120%_90%_at_50%_0%,oklch(0.97_0.008_70),oklch(0.93_0.012_65))] md:h-full md:max-h-[calc(100dvh-2rem)] dark:bg-[radial-gradient(120%_90%_at_50%_0%,oklch(0.27_0.01_55),oklch(0.22_0.008_50))]',
        shown === 'cutout' && STUDIO_TILE,
      )}
    >
      <ItemPhoto
        src={shownUrl}
        alt={item.name}
        eager
        fit="contain"
        cutout={shown === 'cutout'}
        className="h-[min(58dvh,26rem)] bg-none md:h-full md:min-h-[34rem]"
      />
      {hasBoth && (
        <div className="absolute top-3 left-3">
          <DisplayImageToggle value={shown} onChange={onDisplayChange} />
        </div>
      )}
      {working && (
        <div
          role="status"
          className="absolute inset-0 flex flex-col items-center justify-center gap-3 bg-background/60 text-sm font-medium backdrop-blur-[3px]"
        >
          <Spinner decorative className="size-8 text-brand" />
          {changePhoto.isPending ? 'Uploading photo...' : 'Removing background...'}
        </div>
      )}
      <input
        ref={photoInput}
        type="file"
        accept="image/*,.heic,.heif"
        aria-label="New photo"
        className="sr-only"
        tabIndex={-1}
        onChange={onPhotoChosen}
      />
      <input
        ref={cameraInput}
        type="file"
        accept="image/*"
        capture="environment"
        aria-label="Take a new photo"
        className="sr-only"
        tabIndex={-1}
        onChange={onPhotoChosen}
      />
      <div className="absolute inset-x-3 bottom-3 flex flex-wrap gap-2">
        <Button
          type="button"
          variant="secondary"
          size="sm"
          onClick={() => photoInput.current?.click()}
          disabled={working}
          className="bg-card/90 shadow-soft backdrop-blur-sm"
        >
          <ImagePlus aria-hidden="true" />
          {item.imageUrl ? 'Change photo' : 'Add photo'}
        </Button>
        <Button
          type="button"
          variant="secondary"
          size="sm"
          onClick={() => cameraInput.current?.click()}
          disabled={working}
          className="bg-card/90 shadow-soft backdrop-blur-sm"
        >
          <Camera aria-hidden="true" />
          Take Photo
        </Button>
        {item.originalImageUrl && !item.cutoutImageUrl && (
          <Button
            type="button"
            variant="secondary"
            size="sm"
            onClick={onRemoveBackground}
            disabled={working}
            className="bg-card/90 shadow-soft backdrop-blur-sm"
          >
            <Scissors aria-hidden="true" />
            Remove background
          </Button>
        )}
      </div>
      <DialogClose asChild>
        <Button
          variant="secondary"
          size="icon-sm"
          aria-label="Close"
          className="absolute top-3 right-3 bg-card/90 shadow-soft backdrop-blur-sm md:hidden"
        >
          <X aria-hidden="true" />
        </Button>
      </DialogClose>
    </div>
  );
}
