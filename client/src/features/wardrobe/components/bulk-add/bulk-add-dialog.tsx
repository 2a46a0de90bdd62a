import { CATEGORIES, CATEGORY_LABELS } from '@contract/wardrobe-values.ts';
import { Camera, Images } from 'lucide-react';
import { useRef, useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog.tsx';
import { Button } from '@/components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog.tsx';
import { Label } from '@/components/ui/label.tsx';
import { Progress } from '@/components/ui/progress.tsx';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select.tsx';
import { isCategory } from '../../item-form-schema.ts';
import { useBulkAdd } from '../../use-bulk-add.ts';
import { BulkEntryRow } from './bulk-entry-row.tsx';

const ASK = 'ask';

interface BulkAddDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * Beyond the spec: many photos at once, each scanned and saved as its own item with its
 * progress on screen (see useBulkAdd). Closing it (Escape, X, Close, a click outside) while pieces
 * are unsaved asks first: discarding them is the person's choice, never a side effect.
 */
export function BulkAddDialog({ open, onOpenChange }: BulkAddDialogProps) {
  const bulk = useBulkAdd();
  const [fallback, setFallback] = useState<string>(ASK);
  const [askDiscard, setAskDiscard] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const cameraInput = useRef<HTMLInputElement>(null);
  const { entries, counts, busy, pending } = bulk;
  const finished = entries.length > 0 && !busy && counts.review === 0;

  function close() {
    if (pending > 0) {
      setAskDiscard(true);
      return;
    }
    onOpenChange(false);
    if (entries.length > 0 && !busy) bulk.clear();
  }

  return (
    <Dialog open={open} onOpenChange={(next) => (next ? onOpenChange(true) : close())}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>Add many items</DialogTitle>
          <DialogDescription>
            Choose several photos, one piece per photo. Each is scanned by the AI and added as its
            own item; you can edit any of them afterwards.
          </DialogDescription>
        </DialogHeader>

        <input
          ref={fileInput}
          type="file"
          accept="image/*,.heic,.heif"
          multiple
          aria-label="Photos to add"
          className="sr-only"
          tabIndex={-1}
          onChange={(event) => {
            const files = [...(event.target.files ?? [])];
            event.target.value = '';
            if (files.length > 0) void bulk.add(files, isCategory(fallback) ? fallback : null);
          }}
        />
        {/* One photo at a time from the phone's camera, added to the same list. */}
        <input
          ref={cameraInput}
          type="file"
          accept="image/*"
          capture="environment"
          aria-label="Take a photo with the camera"
          className="sr-only"
          tabIndex={-1}
          onChange={(event) => {
            const files = [...(event.target.files ?? [])];
            event.target.value = '';
            if (files.length > 0) void bulk.add(files, isCategory(fallback) ? fallback : null);
          }}
        />

        <div className="grid gap-2">
          <Label htmlFor="bulk-fallback">When the AI can&apos;t tell the category</Label>
          <Select value={fallback} onValueChange={setFallback} disabled={busy}>
            <SelectTrigger id="bulk-fallback">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value={ASK}>Ask me for each one</SelectItem>
              {CATEGORIES.map((category) => (
                <SelectItem key={category} value={category}>
                  File it under {CATEGORY_LABELS[category]}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>

        {entries.length === 0 ? (
          <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-brand/35 px-5 py-8 text-center">
            <span className="flex size-12 items-center justify-center rounded-full bg-card shadow-soft ring-1 ring-foreground/5">
              <Images className="size-5 text-brand" aria-hidden="true" />
            </span>
            <p className="max-w-sm text-sm text-muted-foreground">
              Photos are processed two at a time. A photo that can&apos;t be read is listed with the
              reason and the rest carry on.
            </p>
            <div className="flex w-full flex-col gap-2 sm:w-auto sm:flex-row">
              <Button type="button" variant="outline" onClick={() => cameraInput.current?.click()}>
                <Camera aria-hidden="true" />
                Take Photo
              </Button>
              <Button type="button" onClick={() => fileInput.current?.click()}>
                <Images aria-hidden="true" />
                Choose Photos
              </Button>
            </div>
          </div>
        ) : (
          <div className="grid gap-4">
            <div className="grid gap-2">
              <p className="text-sm font-medium" role="status">
                {counts.done} of {entries.length} added
                {counts.review > 0 && ` · ${counts.review} to confirm`}
                {counts.failed > 0 && ` · ${counts.failed} failed`}
              </p>
              <Progress value={bulk.processed} max={entries.length} aria-label="Photos processed" />
            </div>
            <ul aria-label="Photos" className="grid max-h-[45dvh] gap-2 overflow-y-auto pr-1">
              {entries.map((entry) => (
                <BulkEntryRow
                  key={entry.id}
                  entry={entry}
                  onChoose={(category) => bulk.choose(entry.id, category)}
                  onRename={(name) => bulk.rename(entry.id, name)}
                  onSave={(category) => bulk.save(entry, category)}
                />
              ))}
            </ul>
          </div>
        )}

        <DialogFooter>
          {entries.length > 0 && !busy && (
            <Button type="button" variant="ghost" onClick={bulk.clear}>
              Clear list
            </Button>
          )}
          {entries.length > 0 && (
            <Button type="button" variant="outline" onClick={() => fileInput.current?.click()}>
              <Images aria-hidden="true" />
              Add more photos
            </Button>
          )}
          <Button
            type="button"
            variant={entries.length > 0 ? 'default' : 'outline'}
            onClick={close}
          >
            {finished ? 'Done' : 'Close'}
          </Button>
        </DialogFooter>
      </DialogContent>
      <ConfirmDialog
        open={askDiscard}
        onOpenChange={setAskDiscard}
        title={`Discard ${pending} ${pending === 1 ? 'piece' : 'pieces'}?`}
        description="They have not been added to your wardrobe yet. Pieces already added stay."
        confirmLabel="Discard"
        cancelLabel="Keep reviewing"
        onConfirm={() => {
          bulk.clear();
          onOpenChange(false);
        }}
      />
    </Dialog>
  );
}
