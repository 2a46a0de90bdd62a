import {
  CATEGORIES,
  CATEGORY_LABELS,
  IMAGE_MAX_BYTES,
  type Category,
  type ScanResult,
} from '@contract/wardrobe.ts';
import { useQueryClient } from '@tanstack/react-query';
import { CircleAlert, CircleCheck, Clock, FileX, Images, Sparkles } from 'lucide-react';
import { useCallback, useEffect, useRef, useState, type ChangeEvent } from 'react';
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
import { Spinner } from '@/components/ui/spinner.tsx';
import { errorMessage } from '@/lib/error-message.ts';
import { ApiError } from '@/lib/request-json.ts';
import { cn } from '@/lib/utils.ts';
import { createItem, refetchWardrobe, scanPhoto } from '../api.ts';
import { applyScan, emptyItemForm, isCategory, itemFormData } from '../item-form.ts';
import { runQueue } from '../run-queue.ts';

/** Two photos in flight at once: quick for the person, gentle on a small self-hosted server. */
export const BULK_CONCURRENCY = 2;

type Status = 'queued' | 'scanning' | 'saving' | 'done' | 'failed' | 'review';

interface Entry {
  id: string;
  file: File;
  /** An object URL for the thumbnail; empty for a file that is not an image. */
  previewUrl: string;
  status: Status;
  /** The item's name once known (from the scan, else the file name). */
  name: string;
  /** Why it failed, in words a person can act on. */
  reason?: string;
  scan?: ScanResult;
  /** An unsure category guess, shown while the entry waits for review. */
  guess?: Category;
  /** The category picked during review. */
  chosen?: Category;
}

const ASK = 'ask';

const statusLabel: Record<Status, string> = {
  queued: 'Queued',
  scanning: 'Scanning...',
  saving: 'Saving...',
  done: 'Added',
  failed: 'Failed',
  review: 'Needs a category',
};

function nameFromFile(file: File): string {
  const base = file.name
    .replace(/\.[^.]+$/, '')
    .replace(/[_-]+/g, ' ')
    .trim();
  return base || 'New item';
}

/** A reason to refuse a file before sending it anywhere, or null. */
function precheck(file: File): string | null {
  if (file.type && !file.type.startsWith('image/')) return 'Not an image file';
  if (file.size > IMAGE_MAX_BYTES) return 'Image is too large: the limit is 15 MB';
  if (file.size === 0) return 'The file is empty';
  return null;
}

/** fetch() rejects with a TypeError when the request never reached the server. */
function failureReason(error: unknown, fallback: string): string {
  if (error instanceof TypeError) return 'Could not reach the server';
  return error instanceof ApiError ? errorMessage(error, fallback) : fallback;
}

function StatusBadge({ status, className }: { status: Status; className?: string }) {
  const icon = {
    queued: <Clock className="size-3.5" aria-hidden="true" />,
    scanning: <Spinner decorative className="size-3.5 text-current" />,
    saving: <Spinner decorative className="size-3.5 text-current" />,
    done: <CircleCheck className="size-3.5" aria-hidden="true" />,
    failed: <CircleAlert className="size-3.5" aria-hidden="true" />,
    review: <Sparkles className="size-3.5" aria-hidden="true" />,
  }[status];
  return (
    <span
      className={cn(
        'inline-flex shrink-0 items-center gap-1 rounded-full px-2 py-0.5 text-xs font-medium',
        status === 'done' && 'bg-success/12 text-success',
        status === 'failed' && 'bg-destructive/10 text-destructive',
        status === 'review' && 'bg-brand/12 text-brand',
        (status === 'queued' || status === 'scanning' || status === 'saving') &&
          'bg-muted text-muted-foreground',
        className,
      )}
    >
      {icon}
      {statusLabel[status]}
    </span>
  );
}

interface BulkAddDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * Beyond the spec: many photos at once. Each is scanned and saved as its own item, two at a
 * time, with its progress on screen. A photo whose category the scan cannot tell is saved with
 * the batch's fallback category if one was chosen, or waits here for the person to pick one.
 * A bad file is listed with its reason and never stops the others.
 */
export function BulkAddDialog({ open, onOpenChange }: BulkAddDialogProps) {
  const queryClient = useQueryClient();
  // Kept outside the dialog's content so closing it mid-batch loses nothing.
  const [entries, setEntries] = useState<Entry[]>([]);
  const [fallback, setFallback] = useState<string>(ASK);
  const [running, setRunning] = useState(0);
  const fileInput = useRef<HTMLInputElement>(null);
  const urls = useRef(new Set<string>());

  const update = useCallback((id: string, patch: Partial<Entry>) => {
    setEntries((current) =>
      current.map((entry) => (entry.id === id ? { ...entry, ...patch } : entry)),
    );
  }, []);

  useEffect(() => {
    const owned = urls.current;
    return () => {
      for (const url of owned) URL.revokeObjectURL(url);
      owned.clear();
    };
  }, []);

  async function save(entry: Entry, category: Category, scan: ScanResult | undefined) {
    update(entry.id, { status: 'saving', chosen: category });
    const applied = scan ? applyScan(emptyItemForm, scan) : null;
    const values = applied?.values ?? emptyItemForm;
    // Picking the category the scan only guessed confirms its subcategory too.
    const subcategory =
      values.subcategory ||
      (applied?.suggestions.category === category ? (applied.suggestions.subcategory ?? '') : '');
    const form = itemFormData(
      { ...values, subcategory, name: values.name || entry.name, category },
      entry.file,
    );
    try {
      const created = await createItem(form);
      update(entry.id, { status: 'done', name: created.name });
      void refetchWardrobe(queryClient);
    } catch (error) {
      update(entry.id, { status: 'failed', reason: failureReason(error, 'Failed to add item') });
    }
  }

  async function process(entry: Entry, fallbackCategory: Category | null) {
    const refused = precheck(entry.file);
    if (refused) {
      update(entry.id, { status: 'failed', reason: refused });
      return;
    }
    update(entry.id, { status: 'scanning' });
    let scan: ScanResult;
    try {
      scan = await scanPhoto(entry.file);
    } catch (error) {
      update(entry.id, { status: 'failed', reason: failureReason(error, 'Failed to scan item') });
      return;
    }
    const name = scan.detectedName || scan.itemName || entry.name;
    const { values, suggestions } = applyScan(emptyItemForm, scan);
    const category = isCategory(values.category) ? values.category : fallbackCategory;
    if (!category) {
      update(entry.id, { status: 'review', name, scan, guess: suggestions.category });
      return;
    }
    await save({ ...entry, name }, category, scan);
  }

  async function onFilesChosen(event: ChangeEvent<HTMLInputElement>) {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    if (files.length === 0) return;
    const added = files.map((file): Entry => {
      // Only images get a preview: anything else would show as a broken picture.
      const previewUrl =
        !file.type || file.type.startsWith('image/') ? URL.createObjectURL(file) : '';
      if (previewUrl) urls.current.add(previewUrl);
      return {
        id: crypto.randomUUID(),
        file,
        previewUrl,
        status: 'queued',
        name: nameFromFile(file),
      };
    });
    setEntries((current) => [...current, ...added]);
    const fallbackCategory = isCategory(fallback) ? fallback : null;
    setRunning((count) => count + 1);
    try {
      await runQueue(added, BULK_CONCURRENCY, (entry) => process(entry, fallbackCategory));
    } finally {
      setRunning((count) => count - 1);
    }
  }

  function reset() {
    for (const url of urls.current) URL.revokeObjectURL(url);
    urls.current.clear();
    setEntries([]);
  }

  const busy = running > 0 || entries.some((entry) => entry.status === 'saving');
  // Waiting for a category counts as processed: the photo has been read, the person decides.
  const processed = entries.filter(
    (entry) => entry.status === 'done' || entry.status === 'failed' || entry.status === 'review',
  );
  const counts = {
    done: entries.filter((entry) => entry.status === 'done').length,
    failed: entries.filter((entry) => entry.status === 'failed').length,
    review: entries.filter((entry) => entry.status === 'review').length,
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
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
          accept="image/*"
          multiple
          aria-label="Photos to add"
          className="sr-only"
          tabIndex={-1}
          onChange={(event) => void onFilesChosen(event)}
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
            <Button type="button" onClick={() => fileInput.current?.click()}>
              <Images aria-hidden="true" />
              Choose Photos
            </Button>
          </div>
        ) : (
          <div className="grid gap-4">
            <div className="grid gap-2">
              <p className="text-sm font-medium" role="status">
                {counts.done} of {entries.length} added
                {counts.review > 0 && ` · ${counts.review} need a category`}
                {counts.failed > 0 && ` · ${counts.failed} failed`}
              </p>
              <Progress
                value={processed.length}
                max={entries.length}
                aria-label="Photos processed"
              />
            </div>
            <ul aria-label="Photos" className="grid max-h-[45dvh] gap-2 overflow-y-auto pr-1">
              {entries.map((entry) => (
                <li
                  key={entry.id}
                  aria-label={entry.file.name}
                  className="grid grid-cols-[3rem_minmax(0,1fr)] items-center gap-x-3 gap-y-1.5 rounded-xl border bg-card p-2 pr-3 sm:grid-cols-[3rem_minmax(0,1fr)_auto]"
                >
                  {entry.previewUrl ? (
                    <img
                      src={entry.previewUrl}
                      alt=""
                      className="row-span-2 size-12 rounded-lg bg-muted object-cover sm:row-span-1"
                    />
                  ) : (
                    <span className="row-span-2 flex size-12 items-center justify-center rounded-lg bg-muted text-muted-foreground sm:row-span-1">
                      <FileX className="size-5" aria-hidden="true" />
                    </span>
                  )}
                  <div className="min-w-0 flex-1">
                    <p className="truncate text-sm font-medium">{entry.name}</p>
                    <p className="truncate text-xs text-muted-foreground">
                      {entry.status === 'failed' ? entry.reason : entry.file.name}
                    </p>
                  </div>
                  <StatusBadge
                    status={entry.status}
                    className="justify-self-start sm:justify-self-end"
                  />
                  {entry.status === 'review' && (
                    <ReviewRow
                      entry={entry}
                      onChoose={(category) => update(entry.id, { chosen: category })}
                      onSave={(category) => void save(entry, category, entry.scan)}
                    />
                  )}
                </li>
              ))}
            </ul>
          </div>
        )}

        <DialogFooter>
          {entries.length > 0 && !busy && (
            <Button type="button" variant="ghost" onClick={reset}>
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
            onClick={() => {
              onOpenChange(false);
              if (!busy && counts.review === 0) reset();
            }}
          >
            {entries.length > 0 && !busy && counts.review === 0 ? 'Done' : 'Close'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

function ReviewRow({
  entry,
  onChoose,
  onSave,
}: {
  entry: Entry;
  onChoose: (category: Category) => void;
  onSave: (category: Category) => void;
}) {
  const label = `Category for ${entry.file.name}`;
  return (
    <div className="col-span-full flex flex-wrap items-center gap-2 sm:col-start-2">
      <Select
        value={entry.chosen ?? ''}
        onValueChange={(value) => isCategory(value) && onChoose(value)}
      >
        <SelectTrigger
          aria-label={label}
          className="h-9 min-w-0 flex-1 text-sm sm:w-44 sm:flex-none"
        >
          <SelectValue placeholder="Choose a category" className="min-w-0 truncate" />
        </SelectTrigger>
        <SelectContent>
          {CATEGORIES.map((category) => (
            <SelectItem key={category} value={category}>
              {CATEGORY_LABELS[category]}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
      <Button
        type="button"
        size="sm"
        disabled={!entry.chosen}
        onClick={() => entry.chosen && onSave(entry.chosen)}
      >
        Add item
      </Button>
      {entry.guess && !entry.chosen && (
        <button
          type="button"
          onClick={() => entry.guess && onChoose(entry.guess)}
          className="cursor-pointer text-xs text-muted-foreground underline-offset-4 hover:text-foreground hover:underline"
        >
          AI guess: {CATEGORY_LABELS[entry.guess]}?
        </button>
      )}
    </div>
  );
}
