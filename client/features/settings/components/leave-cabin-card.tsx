import type { Cabin } from '@shared/schemas/cabins';
import { LogOut } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { toastFailure, toastSuccess } from '@/components/toast/notify';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useLeaveCabin } from '@/features/cabins';

/**
 * Leave cabin, for everyone but the owner (product section 6). The confirmation warns that all
 * the user's bookings in the cabin are deleted (product section 5).
 */
export function LeaveCabinCard({ cabin }: { cabin: Cabin }) {
  const { t } = useTranslation('settings');
  const id = useId();
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
    <Card aria-labelledby={`${id}-title`} className="border-red-200" data-testid="leave-cabin-card">
      <CardHeader>
        <CardTitle id={`${id}-title`}>{t('leave.title')}</CardTitle>
        <CardDescription>{t('leave.description', { cabinName: cabin.name })}</CardDescription>
      </CardHeader>
      <CardContent>
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
      </CardContent>
    </Card>
  );
}
