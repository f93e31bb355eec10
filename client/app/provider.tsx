import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { createQueryClient } from '@/lib/query-client';

/**
 * The query client. The toaster is not here: the app mounts it lazily (`AppToaster`), so the
 * landing page's first load goes without it; component tests render the toaster themselves.
 */
export function AppProvider({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
