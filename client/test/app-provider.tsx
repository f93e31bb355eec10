import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { createQueryClient } from '@/lib/query-client';

/**
 * The query client the component tests render in (the app's own comes with the device cache,
 * `client/features/offline/components/device-cache-provider.tsx`). The toaster is not here: the
 * app mounts it lazily (`AppToaster`), and the tests that need it render it themselves.
 */
export function AppProvider({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
