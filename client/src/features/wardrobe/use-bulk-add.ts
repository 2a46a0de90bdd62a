import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { createItem, scanPhoto } from './api.ts';
import { NO_GARMENT_MESSAGE, type Category } from '@contract/wardrobe-values.ts';
import type { ScanResult } from '@contract/wardrobe.ts';
import { invalidate } from '@/lib/invalidation.ts';
import { ApiError } from '@/lib/request-json.ts';
import {
  failureReason,
  nameFromFile,
  needsReview,
  precheck,
  type BulkEntry,
} from './bulk-entry.ts';
import { itemFormData } from './item-form-data.ts';
import { emptyItemForm, isCategory, itemFormSchema } from './item-form-schema.ts';
import { runQueue } from './run-queue.ts';
import { applyScan } from './scan-fill.ts';

/** Two photos in flight at once: quick for the person, gentle on a small self-hosted server. */
export const BULK_CONCURRENCY = 2;

/** The scan's 422 for a photo with no garment in it. */
const isNoGarment = (error: unknown) =>
  error instanceof ApiError && error.status === 422 && error.message.includes(NO_GARMENT_MESSAGE);

/**
 * The bulk add's queue: each photo is checked, scanned once and saved as its own item (the save
 * reuses the scan through its token), two at a time. Only a sure scan is saved by itself: an unsure
 * guess or a photo with no garment waits for the person to confirm its name and category
 * (`fallback`, when chosen, is preselected, never saved unasked). A bad file is listed with its
 * reason and never stops the others.
 */
export function useBulkAdd() {
  const queryClient = useQueryClient();
  const [entries, setEntries] = useState<BulkEntry[]>([]);
  const [running, setRunning] = useState(0);
  const urls = useRef(new Set<string>());
  // Entries the person discarded: a scan still in flight for one of them must not save it.
  const discarded = useRef(new Set<string>());

  const update = useCallback((id: string, patch: Partial<BulkEntry>) => {
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

  async function save(entry: BulkEntry, category: Category, scan: ScanResult | undefined) {
    if (discarded.current.has(entry.id)) return;
    update(entry.id, { status: 'saving', chosen: category });
    const applied = scan ? applyScan(emptyItemForm, scan) : null;
    const values = applied?.values ?? emptyItemForm;
    // Picking the category the scan only guessed confirms its subcategory too.
    const subcategory =
      values.subcategory ||
      (applied?.suggestions.category === category ? (applied.suggestions.subcategory ?? '') : '');
    const checked = itemFormSchema.safeParse({
      ...values,
      subcategory,
      name: entry.name || values.name,
      category,
    });
    if (!checked.success) {
      const reason = checked.error.issues[0]?.message ?? 'Failed to add item';
      update(entry.id, { status: 'failed', reason });
      return;
    }
    try {
      const created = await createItem(
        itemFormData(checked.data, entry.file, { scanToken: scan?.scanToken }),
      );
      update(entry.id, { status: 'done', name: created.name });
      void invalidate(queryClient, '/api/wardrobe');
    } catch (error) {
      update(entry.id, { status: 'failed', reason: failureReason(error, 'Failed to add item') });
    }
  }

  async function process(entry: BulkEntry, fallback: Category | null) {
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
      if (isNoGarment(error)) {
        const note = 'No garment found: name it and pick its category';
        update(entry.id, { status: 'review', note, chosen: fallback ?? undefined });
      } else {
        update(entry.id, { status: 'failed', reason: failureReason(error, 'Failed to scan item') });
      }
      return;
    }
    const name = scan.detectedName || scan.itemName || entry.name;
    const { values, suggestions } = applyScan(emptyItemForm, scan);
    if (needsReview(scan) || !isCategory(values.category)) {
      const chosen = isCategory(values.category) ? values.category : (fallback ?? undefined);
      const note = 'The AI is unsure: check the name and category';
      update(entry.id, { status: 'review', name, scan, guess: suggestions.category, chosen, note });
      return;
    }
    await save({ ...entry, name }, values.category, scan);
  }

  async function add(files: File[], fallback: Category | null) {
    const added = files.map((file): BulkEntry => {
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
    setRunning((count) => count + 1);
    try {
      await runQueue(added, BULK_CONCURRENCY, (entry) => process(entry, fallback));
    } finally {
      setRunning((count) => count - 1);
    }
  }

  function clear() {
    for (const entry of entries) discarded.current.add(entry.id);
    for (const url of urls.current) URL.revokeObjectURL(url);
    urls.current.clear();
    setEntries([]);
  }

  const count = (status: BulkEntry['status']) =>
    entries.filter((entry) => entry.status === status).length;
  const counts = { done: count('done'), failed: count('failed'), review: count('review') };
  // Pieces not saved yet that would be lost by closing: waiting for review, or still being read.
  const pending = entries.filter((entry) =>
    ['queued', 'scanning', 'review'].includes(entry.status),
  ).length;

  return {
    entries,
    counts,
    // Waiting for a category counts as processed: the photo has been read, the person decides.
    processed: counts.done + counts.failed + counts.review,
    busy: running > 0 || entries.some((entry) => entry.status === 'saving'),
    pending,
    add,
    clear,
    choose: (id: string, category: Category) => update(id, { chosen: category }),
    rename: (id: string, name: string) => update(id, { name }),
    save: (entry: BulkEntry, category: Category) => void save(entry, category, entry.scan),
  };
}
