import type { DisplayImage, ScanResult } from '@contract/wardrobe.ts';
import { RefreshCw, Sparkles, X } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import { BusyOverlay } from './busy-overlay.tsx';
import { ColorSwatches } from './color-swatches.tsx';
import { CutoutPreview, DisplayImageChoice } from './cutout-preview.tsx';

interface AddPhotoPreviewProps {
  photoUrl: string;
  scan: ScanResult | null;
  scanning: boolean;
  shown: DisplayImage;
  onShow: (image: DisplayImage) => void;
  onRescan: () => void;
  onRemove: () => void;
}

/** The chosen photo in the add dialog: scanning, then its cut-out, colours and any note. */
export function AddPhotoPreview({
  photoUrl,
  scan,
  scanning,
  shown,
  onShow,
  onRescan,
  onRemove,
}: AddPhotoPreviewProps) {
  const cutoutUrl = scan?.cutout?.dataUrl ?? null;
  return (
    <div className="grid gap-3">
      <CutoutPreview
        originalUrl={photoUrl}
        originalAlt="Chosen item photo"
        cutoutUrl={cutoutUrl}
        shown={shown}
        className="mx-auto aspect-[4/5] w-full max-w-xs"
      >
        {scanning && <BusyOverlay icon={Sparkles} label="Analyzing with AI..." />}
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
      </CutoutPreview>
      {cutoutUrl && !scanning && (
        <DisplayImageChoice
          value={shown}
          onChange={onShow}
          originalUrl={photoUrl}
          cutoutUrl={cutoutUrl}
        />
      )}
      <div className="flex flex-wrap items-center justify-center gap-x-4 gap-y-2 text-sm">
        {scan && scan.colors.length > 0 && !scanning && (
          <span className="inline-flex items-center gap-2 text-muted-foreground">
            <ColorSwatches colors={scan.colors} size="md" />
            {scan.colors
              .slice(0, 3)
              .map((color) => color.name)
              .join(', ')}
          </span>
        )}
        <Button type="button" variant="ghost" size="sm" onClick={onRescan} disabled={scanning}>
          <RefreshCw aria-hidden="true" />
          {scanning ? 'Scanning...' : 'Scan again'}
        </Button>
      </div>
      {scan?.note && !scanning && (
        <p className="text-center text-xs text-muted-foreground">{scan.note}</p>
      )}
    </div>
  );
}
