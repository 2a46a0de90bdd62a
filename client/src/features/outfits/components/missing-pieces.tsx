import { CircleAlert } from 'lucide-react';
import { Link } from 'wouter';
import { paths } from '@/lib/paths.ts';

/** What the wardrobe lacks for these settings, with the way to add it. */
export function MissingPieces({ missing, noOutfit }: { missing: string[]; noOutfit: boolean }) {
  return (
    <div
      role="status"
      className="flex gap-3 rounded-2xl border border-amber-300/60 bg-amber-50 p-4 text-sm text-amber-950 dark:border-amber-700/50 dark:bg-amber-950/40 dark:text-amber-100"
    >
      <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <div className="grid gap-2">
        <p className="font-semibold">
          {noOutfit
            ? 'No complete outfit fits these settings yet'
            : 'To get more from these settings'}
        </p>
        <ul className="grid gap-1">
          {missing.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
        <Link
          href={paths.wardrobe}
          className="w-fit font-medium underline underline-offset-4 outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
        >
          Go to My Wardrobe
        </Link>
      </div>
    </div>
  );
}
