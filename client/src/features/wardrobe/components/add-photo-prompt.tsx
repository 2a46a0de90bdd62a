import { Camera, ImagePlus, Sparkles } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';

interface AddPhotoPromptProps {
  onChoose: () => void;
  /** Opens the phone's camera (a desktop browser shows its file picker). */
  onTakePhoto: () => void;
  /** Offered when given: switch to adding many photos at once. */
  onAddMany?: () => void;
}

/** Spec: the add dialog's optional photo, with its 'AI Auto-Fill Enabled' prompt. */
export function AddPhotoPrompt({ onChoose, onTakePhoto, onAddMany }: AddPhotoPromptProps) {
  return (
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
      <div className="flex w-full flex-col gap-2 sm:w-auto sm:flex-row">
        <Button type="button" variant="outline" onClick={onTakePhoto}>
          <Camera aria-hidden="true" />
          Take Photo
        </Button>
        <Button type="button" variant="outline" onClick={onChoose}>
          <ImagePlus aria-hidden="true" />
          Choose Photo
        </Button>
      </div>
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
  );
}
