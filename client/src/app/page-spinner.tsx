import { Spinner } from '@/components/ui/spinner.tsx';
import { cn } from '@/lib/utils.ts';

/** Centered spinner for whole-screen or whole-page waits. */
export function PageSpinner({ className }: { className?: string }) {
  return (
    <div className={cn('flex min-h-dvh items-center justify-center', className)}>
      <Spinner className="size-7 text-brand" />
    </div>
  );
}
