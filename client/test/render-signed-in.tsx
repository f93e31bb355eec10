import type { User } from '@shared/schemas/auth';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { Toaster } from '@/components/toast/toaster';
import { meQueryKey } from '@/features/auth';
import { createQueryClient } from '@/lib/query-client';
import { AppProvider } from '@/test/app-provider';
import { type StubRoutes, stubApi } from './fetch-stub';
import { kari } from './fixtures';

/**
 * Renders UI inside the app's providers with `user` already signed in (the me query filled), and
 * the toaster unless `ui` is the whole app, which mounts its own.
 */
export function renderSignedIn(
  ui: ReactElement,
  { user = kari, path = '/', toaster = true }: { user?: User; path?: string; toaster?: boolean } = {},
) {
  const queryClient = createQueryClient();
  queryClient.setQueryData(meQueryKey, user);
  const location = memoryLocation({ path, record: true });
  const result = render(
    <AppProvider queryClient={queryClient}>
      <Router hook={location.hook} searchHook={location.searchHook}>
        {ui}
      </Router>
      {toaster ? <Toaster /> : null}
    </AppProvider>,
  );
  return { ...result, queryClient, location };
}

/** Stubs the API with `routes`, then renders `ui` signed in; `calls` records what was asked. */
export function renderWithApi(
  ui: ReactElement,
  routes: StubRoutes,
  options: { user?: User; path?: string } = {},
) {
  const api = stubApi(routes);
  return { ...renderSignedIn(ui, options), ...api };
}
