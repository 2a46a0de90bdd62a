import { Button } from '@/components/ui/button.tsx';
import { cn } from '@/lib/utils.ts';

interface LoadErrorProps {
  /** What could not be loaded, e.g. 'Your wardrobe could not be loaded.' */
  message: string;
  onRetry: () => void;
  /** 'page' for a screen's main list, 'section' for one part of a screen. */
  size?: 'page' | 'section';
  className?: string;
}

/**
 * A list that failed to load, with a way to try again. The toast from the query client says what
 * went wrong; this keeps the place and offers the retry.
 */
export function LoadError({ message, onRetry, size = 'page', className }: LoadErrorProps) {
  const page = size === 'page';
  return (
    <div
      className={cn(
        'flex flex-col items-center border text-center',
        page ? 'gap-4 rounded-3xl bg-card px-6 py-14' : 'gap-3 rounded-2xl px-6 py-8 text-sm',
        className,
      )}
    >
      <p className={page ? 'font-medium' : 'text-muted-foreground'}>{message}</p>
      <Button variant="outline" size={page ? 'default' : 'sm'} onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}
