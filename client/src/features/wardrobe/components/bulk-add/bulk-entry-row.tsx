import { CATEGORIES, CATEGORY_LABELS, type Category } from '@contract/wardrobe-values.ts';
import { CircleAlert, CircleCheck, Clock, FileX, Sparkles } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import { Input } from '@/components/ui/input.tsx';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { cn } from '@/lib/utils.ts';
import { BULK_STATUS_LABELS, type BulkEntry, type BulkStatus } from '../../bulk-entry.ts';
import { isCategory } from '../../item-form-schema.ts';

function StatusBadge({ status, className }: { status: BulkStatus; className?: string }) {
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
      {BULK_STATUS_LABELS[status]}
    </span>
  );
}

interface BulkEntryRowProps {
  entry: BulkEntry;
  onChoose: (category: Category) => void;
  onRename: (name: string) => void;
  onSave: (category: Category) => void;
}

/**
 * One photo of a bulk add: thumbnail, name, status and, when the AI was unsure or found no garment,
 * the name and category for the person to confirm before it is saved.
 */
export function BulkEntryRow({ entry, onChoose, onRename, onSave }: BulkEntryRowProps) {
  const canSave = Boolean(entry.chosen && entry.name.trim());
  return (
    <li
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
          {entry.status === 'failed'
            ? entry.reason
            : entry.status === 'review'
              ? (entry.note ?? entry.file.name)
              : entry.file.name}
        </p>
      </div>
      <StatusBadge status={entry.status} className="justify-self-start sm:justify-self-end" />
      {entry.status === 'review' && (
        <div className="col-span-full flex flex-wrap items-center gap-2 sm:col-start-2">
          <Input
            value={entry.name}
            onChange={(event) => onRename(event.target.value)}
            aria-label={`Name for ${entry.file.name}`}
            placeholder="Item name"
            className="h-9 min-w-0 basis-full text-sm sm:basis-48"
          />
          <Select
            value={entry.chosen ?? ''}
            onValueChange={(value) => isCategory(value) && onChoose(value)}
          >
            <SelectTrigger
              aria-label={`Category for ${entry.file.name}`}
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
            disabled={!canSave}
            onClick={() => entry.chosen && canSave && onSave(entry.chosen)}
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
      )}
    </li>
  );
}
