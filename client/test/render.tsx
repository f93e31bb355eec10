import { type RenderOptions, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { Toaster } from '@/components/toast/toaster';
import { createQueryClient } from '@/lib/query-client';
import { AppProvider } from '@/test/app-provider';

/** Renders UI inside the app's providers at a given path, with a fresh query cache. */
export function renderWithApp(
  ui: ReactElement,
  { path = '/', ...options }: RenderOptions & { path?: string } = {},
) {
  const location = memoryLocation({ path, record: true });
  const queryClient = createQueryClient();
  const result = render(
    <AppProvider queryClient={queryClient}>
      <Router hook={location.hook}>{ui}</Router>
      <Toaster />
    </AppProvider>,
    options,
  );
  return { ...result, location, queryClient };
}
