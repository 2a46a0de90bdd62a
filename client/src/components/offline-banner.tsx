import { WifiOff } from 'lucide-react';
import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void) {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/** Whether the browser has a connection, kept up to date. */
export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
}

/** A calm, always-visible note while the device is offline; gone as soon as it is back. */
export function OfflineBanner() {
  const online = useOnline();
  if (online) return null;
  return (
    <div
      role="status"
      className="fixed inset-x-0 top-0 z-[90] flex items-center justify-center gap-2 bg-foreground px-4 py-2 text-center text-sm text-background shadow-soft"
    >
      <WifiOff className="size-4 shrink-0" aria-hidden="true" />
      <span>
        <strong className="font-semibold">You are offline.</strong> Showing what was already loaded;
        changes need a connection.
      </span>
    </div>
  );
}
