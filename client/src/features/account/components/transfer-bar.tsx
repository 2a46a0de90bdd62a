import { Progress } from '@/components/ui/progress.tsx';
import { formatBytes } from '@contract/sizes.ts';
import { progressPercent } from '../transfer-progress.ts';

interface TransferBarProps {
  label: string;
  done: number;
  total: number;
  /** The total is the server's estimate ("about"), not an exact size. */
  estimated?: boolean;
}

/** A download's or upload's progress: the bar, and the bytes so far of the expected size. */
export function TransferBar({ label, done, total, estimated = false }: TransferBarProps) {
  const percent = progressPercent(done, total);
  return (
    <div className="mt-4 grid gap-2" role="status">
      <Progress value={percent ?? 0} aria-label={label} />
      <p className="text-xs text-muted-foreground tabular-nums">
        {label}: {formatBytes(done)}
        {total > 0 && ` of ${estimated ? 'about ' : ''}${formatBytes(total)}`}
        {percent !== null && ` (${percent}%)`}
      </p>
    </div>
  );
}
