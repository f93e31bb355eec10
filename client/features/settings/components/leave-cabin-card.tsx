import type { Cabin } from '@shared/schemas/cabins';
import { LogOut } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { TitledCard } from '@/components/titled-card';
import { toastFailure, toastSuccess } from '@/components/toast/notify';
import { Button } from '@/components/ui/button';
import { useLeaveCabin } from '@/features/cabins';

/**
 * Leave cabin, for everyone but the owner (product section 6). The confirmation warns that all
 * the user's bookings in the cabin are deleted (product section 5).
 */
export function LeaveCabinCard({ cabin }: { cabin: Cabin }) {
  const { t } = useTranslation('settings');
  const [open, setOpen] = useState(false);
  const leave = useLeaveCabin();

  const onConfirm = async () => {
    if (leave.isPending) return;
    try {
      await leave.mutateAsync();
      toastSuccess(t('leave.done'), t('leave.doneDescription', { cabinName: cabin.name }));
    } catch (error) {
      toastFailure(t('leave.failed'), error);
    } finally {
      setOpen(false);
    }
  };

  return (
    <TitledCard
      title={t('leave.title')}
      description={t('leave.description', { cabinName: cabin.name })}
      testId="leave-cabin-card"
      className="border-red-200"
    >
      <Button variant="destructive" onClick={() => setOpen(true)} data-testid="leave-cabin-button">
        <LogOut aria-hidden="true" />
        {t('leave.button')}
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={t('leave.confirmTitle', { cabinName: cabin.name })}
        description={t('leave.confirmDescription')}
        confirmLabel={t('leave.confirm')}
        pendingLabel={t('leave.pending')}
        pending={leave.isPending}
        onConfirm={() => void onConfirm()}
      />
    </TitledCard>
  );
}
