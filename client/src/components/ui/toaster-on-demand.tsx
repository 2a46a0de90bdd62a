import { lazy, Suspense, useState } from 'react';
import { useToast } from '@/lib/toast.ts';

const Toaster = lazy(() => import('./toaster.tsx').then(({ Toaster }) => ({ default: Toaster })));

/**
 * The Toaster, loaded with the first toast: most visits show none, and Radix Toast (~8 KiB gzip)
 * then stays out of the first screen's scripts. Once loaded it stays, so later toasts, the F8
 * hotkey and exit animations work as usual.
 */
export function ToasterOnDemand() {
  const { toasts } = useToast();
  const [needed, setNeeded] = useState(false);
  if (!needed && toasts.length > 0) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense>
      <Toaster />
    </Suspense>
  );
}
