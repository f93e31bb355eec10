import type { User } from '@shared/schemas/auth';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { AppProvider } from '@/app/provider';
import { meQueryKey } from '@/features/auth';
import { createQueryClient } from '@/lib/query-client';

/** Renders `ui` in the app's providers at /settings with `user` signed in. */
export function renderAs(user: User, ui: ReactElement) {
  const queryClient = createQueryClient();
  queryClient.setQueryData(meQueryKey, user);
  const location = memoryLocation({ path: '/settings', record: true });
  const result = render(
    <AppProvider queryClient={queryClient}>
      <Router hook={location.hook}>{ui}</Router>
    </AppProvider>,
  );
  return { ...result, queryClient, location };
}
