import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { OfflineBanner } from '@/components/offline-banner.tsx';
import { ToasterOnDemand } from '@/components/ui/toaster-on-demand.tsx';
import { AuthProvider } from '@/features/auth/public.ts';
import { createQueryClient } from '@/lib/query-client.ts';
import { ThemeProvider } from './theme-provider.tsx';

interface ProvidersProps {
  children: ReactNode;
  /** A fresh client per test; the app makes its own once. */
  queryClient?: QueryClient;
}

export function Providers({ children, queryClient }: ProvidersProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <QueryClientProvider client={client}>
      <ThemeProvider>
        <AuthProvider>
          <OfflineBanner />
          {children}
          <ToasterOnDemand />
        </AuthProvider>
      </ThemeProvider>
    </QueryClientProvider>
  );
}
