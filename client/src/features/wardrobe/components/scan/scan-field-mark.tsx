import { CircleCheck, CircleHelp } from 'lucide-react';

/**
 * How sure the scan is of a field, beside its label: 'Detected by AI' while the field holds what a
 * confident scan filled in, 'Please confirm' for a guess the person has to decide on.
 */
export function ScanFieldMark({ sure }: { sure: boolean }) {
  return sure ? (
    <span className="inline-flex items-center gap-0.5 text-xs font-normal text-success">
      <CircleCheck className="size-3" aria-hidden="true" />
      Detected by AI
    </span>
  ) : (
    <span className="inline-flex items-center gap-0.5 rounded-full bg-amber-500/15 px-1.5 text-xs font-normal text-amber-800 dark:text-amber-200">
      <CircleHelp className="size-3" aria-hidden="true" />
      Please confirm
    </span>
  );
}
