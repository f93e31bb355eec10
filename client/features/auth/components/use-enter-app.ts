import type { ClerkSyncBody } from '@shared/schemas/auth';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/components/toast/toast-store';
import { useSyncUser } from '../api/sync-user';

/**
 * After the provider signed the user in: sync with the server, which stores the user as the
 * current user and so opens the signed-in shell. A final failure shows a destructive toast.
 * Resolves to whether the sync succeeded.
 */
export function useEnterApp(): (body: ClerkSyncBody) => Promise<boolean> {
  const { mutateAsync: sync } = useSyncUser();
  const { t } = useTranslation();
  return useCallback(
    async (body: ClerkSyncBody) => {
      try {
        await sync(body);
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
    [sync, t],
  );
}
