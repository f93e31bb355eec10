import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { toast } from '@/components/toast/toast-store';
import { apiFetch } from '@/lib/api-client';
import { clearCachesAndSetUser } from './clear-caches';

export function logout(): Promise<void> {
  return apiFetch<void>('/api/auth/logout', { method: 'POST' });
}

/**
 * Product sections 7 and 8: after logging out the caches are cleared and the app goes to /, even
 * when the call fails; a failure also shows the destructive "Failed to log out" toast.
 */
export function useLogout() {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const { t } = useTranslation();
  return useMutation({
    mutationFn: logout,
    onError: () => {
      toast({ variant: 'destructive', title: t('toast.error'), description: t('errors.logoutFailed') });
    },
    onSettled: () => {
      clearCachesAndSetUser(queryClient, null);
      navigate('/');
    },
  });
}
