import { NO_GARMENT_MESSAGE } from '@contract/wardrobe-values.ts';
import type { ScanResult } from '@contract/wardrobe.ts';
import { useState } from 'react';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog.tsx';
import { toast } from '@/lib/toast.ts';
import { useScanItem } from '../../api.ts';
import { usePhotoPreview } from '@/lib/use-photo-preview.ts';
import { ScanPhotoStep } from './scan-photo-step.tsx';
import { ScanReviewForm } from './scan-review-form.tsx';

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

/** Photo first; once scanned, the review form. */
function ScanFlow({ onDone }: { onDone: () => void }) {
  const { preview, choose, clear } = usePhotoPreview();
  const [scanned, setScanned] = useState<ScanResult | null>(null);
  const scan = useScanItem({ errorTitle: 'Scan failed', errorFallback: 'Failed to scan item' });

  // The scan's 'no garment' answer stays beside the photo (the toast goes after five seconds).
  const notice =
    scan.error?.message.includes(NO_GARMENT_MESSAGE) === true ? NO_GARMENT_MESSAGE : null;

  function onChoose(file: File) {
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
    // On failure the photo stays, so the person can try again or pick another (spec §4).
    scan.mutate(preview.file, {
      onSuccess: (result) => {
        setScanned(result);
        toast({
          title: 'Item scanned successfully!',
          description: 'AI has detected the item details. Review and confirm below.',
        });
      },
    });
  }

  if (scanned && preview) {
    return <ScanReviewForm photo={preview} scan={scanned} onDone={onDone} />;
  }
  return (
    <ScanPhotoStep
      photoUrl={preview?.url ?? null}
      scanning={scan.isPending}
      onChoose={onChoose}
      onRemove={() => {
        scan.reset();
        clear();
      }}
      onScan={startScan}
      onCancel={onDone}
      notice={notice}
    />
  );
}
