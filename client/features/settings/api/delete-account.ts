import type { DeleteAccountBody } from '@shared/schemas/account';
import type { MessageResponse } from '@shared/schemas/cabins';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { toastSuccess } from '@/components/toast/notify';
import { clearCachesAndSetUser } from '@/features/auth';
import { apiFetch } from '@/lib/api-client';

/**
 * DELETE /api/user/account with the current password: refused with 400 `invalid_password` or,
 * while the user owns a cabin, 409 `owns_cabins`; otherwise the account is gone and the session
 * cookie cleared (decision 020).
 */
export function deleteAccount(body: DeleteAccountBody): Promise<MessageResponse> {
  return apiFetch<MessageResponse>('/api/user/account', { method: 'DELETE', body });
}

/**
 * After success the app forgets everything it held and shows the landing page, with a toast
 * that says the account is gone (told here: the settings screen is gone by then).
 */
export function useDeleteAccount() {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const { t } = useTranslation('settings');
  return useMutation({
    mutationFn: deleteAccount,
    onSuccess: () => {
      toastSuccess(t('account.deleted'), t('account.deletedDescription'));
      clearCachesAndSetUser(queryClient, null);
      navigate('/');
    },
  });
}
