import type { SignInMethods } from '@shared/schemas/sign-in-methods';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { signInMethodsQueryKey } from './get-sign-in-methods';

/** DELETE /api/auth/sign-in-methods/providers/{id}: refused (last_way_in) for the last way in. */
export function unlinkProvider(providerId: string): Promise<SignInMethods> {
  return apiFetch<SignInMethods>(`/api/auth/sign-in-methods/providers/${encodeURIComponent(providerId)}`, {
    method: 'DELETE',
  });
}

export function useUnlinkProvider() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unlinkProvider,
    onSuccess: (methods) => queryClient.setQueryData(signInMethodsQueryKey, methods),
  });
}
