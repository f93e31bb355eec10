import type { SetPasswordBody, SignInMethods } from '@shared/schemas/sign-in-methods';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { signInMethodsQueryKey } from './get-sign-in-methods';

/** POST /api/auth/password: a first password for an account made through a provider. */
export function setFirstPassword(body: SetPasswordBody): Promise<SignInMethods> {
  return apiFetch<SignInMethods>('/api/auth/password', { method: 'POST', body });
}

export function useSetFirstPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setFirstPassword,
    onSuccess: (methods) => queryClient.setQueryData(signInMethodsQueryKey, methods),
  });
}
