import type { ClerkSyncBody } from '@shared/schemas/auth';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/components/toast/toast-store';
import { syncUserWithRetry } from '../api/sync-user';

/**
 * After the provider signed the user in: sync with the server, which stores the user as the
 * current user and so opens the signed-in shell. A final failure shows a destructive toast.
 * Resolves to whether the sync succeeded.
 */
export function useEnterApp(): (body: ClerkSyncBody) => Promise<boolean> {
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  return useCallback(
    async (body: ClerkSyncBody) => {
      try {
        await syncUserWithRetry(queryClient, body);
        return true;
      } catch (error) {
        toast({
          variant: 'destructive',
          title: t('toast.error'),
          description: error instanceof Error && error.message ? error.message : t('errors.syncFailed'),
        });
        return false;
      }
    },
    [queryClient, t],
  );
}
