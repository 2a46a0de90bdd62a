import type { Category, ScanResult } from '@contract/wardrobe.ts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { createItem, refetchWardrobe, scanPhoto } from './api.ts';
import { failureReason, nameFromFile, precheck, type BulkEntry } from './bulk-entry.ts';
import { itemFormData } from './item-form-data.ts';
import { emptyItemForm, isCategory, itemFormSchema } from './item-form-schema.ts';
import { runQueue } from './run-queue.ts';
import { applyScan } from './scan-fill.ts';

/** Two photos in flight at once: quick for the person, gentle on a small self-hosted server. */
export const BULK_CONCURRENCY = 2;

/**
 * The bulk add's queue: each photo is checked, scanned and saved as its own item, two at a time.
 * A photo whose category the scan cannot tell is saved under `fallback` when there is one, or
 * waits for the person to pick. A bad file is listed with its reason and never stops the others.
 */
export function useBulkAdd() {
  const queryClient = useQueryClient();
  const [entries, setEntries] = useState<BulkEntry[]>([]);
  const [running, setRunning] = useState(0);
  const urls = useRef(new Set<string>());

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
      name: values.name || entry.name,
      category,
    });
    if (!checked.success) {
      const reason = checked.error.issues[0]?.message ?? 'Failed to add item';
      update(entry.id, { status: 'failed', reason });
      return;
    }
    try {
      const created = await createItem(itemFormData(checked.data, entry.file));
      update(entry.id, { status: 'done', name: created.name });
      void refetchWardrobe(queryClient);
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
      update(entry.id, { status: 'failed', reason: failureReason(error, 'Failed to scan item') });
      return;
    }
    const name = scan.detectedName || scan.itemName || entry.name;
    const { values, suggestions } = applyScan(emptyItemForm, scan);
    const category = isCategory(values.category) ? values.category : fallback;
    if (!category) {
      update(entry.id, { status: 'review', name, scan, guess: suggestions.category });
      return;
    }
    await save({ ...entry, name }, category, scan);
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
    for (const url of urls.current) URL.revokeObjectURL(url);
    urls.current.clear();
    setEntries([]);
  }

  const count = (status: BulkEntry['status']) =>
    entries.filter((entry) => entry.status === status).length;
  const counts = { done: count('done'), failed: count('failed'), review: count('review') };

  return {
    entries,
    counts,
    // Waiting for a category counts as processed: the photo has been read, the person decides.
    processed: counts.done + counts.failed + counts.review,
    busy: running > 0 || entries.some((entry) => entry.status === 'saving'),
    add,
    clear,
    choose: (id: string, category: Category) => update(id, { chosen: category }),
    save: (entry: BulkEntry, category: Category) => void save(entry, category, entry.scan),
  };
}
