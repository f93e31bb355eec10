import type { User } from '@shared/schemas/auth';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { AppProvider } from '@/app/provider';
import { meQueryKey } from '@/features/auth';
import { createQueryClient } from '@/lib/query-client';
import { kari } from './fixtures';

/** Renders UI inside the app's providers with `user` already signed in (the me query filled). */
export function renderSignedIn(
  ui: ReactElement,
  { user = kari, path = '/' }: { user?: User; path?: string } = {},
) {
  const queryClient = createQueryClient();
  queryClient.setQueryData(meQueryKey, user);
  const location = memoryLocation({ path, record: true });
  const result = render(
    <AppProvider queryClient={queryClient}>
      <Router hook={location.hook}>{ui}</Router>
    </AppProvider>,
  );
  return { ...result, queryClient, location };
}
