import { IDENTITY_BASE_PATH } from '@shared/constants';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/** Signing in (on /auth) or linking the provider to the signed-in account (in Settings). */
export type ProviderStart = { provider: string; purpose: 'sign-in' | 'link' };

/**
 * POST /api/identity/sign-in/social or /link-social: the server answers the provider's address,
 * and the browser goes there. It comes back to /auth (or /settings) when the person is done.
 */
export async function startProviderSignIn({ provider, purpose }: ProviderStart): Promise<void> {
  const call = purpose === 'sign-in' ? 'sign-in/social' : 'link-social';
  const { url } = await apiFetch<{ url: string }>(`${IDENTITY_BASE_PATH}/${call}`, {
    method: 'POST',
    body: { provider },
  });
  window.location.assign(url);
}

export function useStartProviderSignIn() {
  return useMutation({ mutationFn: startProviderSignIn });
}
