import { PROVIDER_TIMEOUT_MS } from '@shared/constants';
import { useEffect, useState } from 'react';
import { authClient } from '@/lib/auth-client';

type SessionAnswer = Awaited<ReturnType<typeof authClient.getSession>>;
export type ProviderSession = NonNullable<SessionAnswer['data']>;

export type ProviderState =
  | { status: 'loading' }
  | { status: 'ready'; session: ProviderSession | null }
  | { status: 'unavailable' };

function isOutage(error: SessionAnswer['error']): boolean {
  return error !== null && (error.status === 0 || error.status >= 500);
}

/**
 * Product section 4, sign-in flow: the provider is loading, then ready, or unavailable when it has
 * not answered within PROVIDER_TIMEOUT_MS or answers with a network error or a 5xx. A late
 * good answer still brings the forms back.
 */
export function useProviderSession(): ProviderState {
  const [state, setState] = useState<ProviderState>({ status: 'loading' });

  useEffect(() => {
    const controller = new AbortController();
    let answered = false;
    const timer = setTimeout(() => {
      if (!answered) setState({ status: 'unavailable' });
    }, PROVIDER_TIMEOUT_MS);

    authClient.getSession({ fetchOptions: { signal: controller.signal } }).then(
      ({ data, error }) => {
        if (controller.signal.aborted) return;
        answered = true;
        clearTimeout(timer);
        setState(isOutage(error) ? { status: 'unavailable' } : { status: 'ready', session: data ?? null });
      },
      () => {
        if (controller.signal.aborted) return;
        answered = true;
        clearTimeout(timer);
        setState({ status: 'unavailable' });
      },
    );

    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, []);

  return state;
}
