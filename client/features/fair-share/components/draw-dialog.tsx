import type { PeakPeriod } from '@shared/schemas/peak-periods';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { toastFailure, toastSuccess } from '@/components/toast/notify';
import { useDrawPeakPeriod } from '../api/draw-peak-period';

type DrawDialogProps = { open: boolean; onOpenChange: (open: boolean) => void; period: PeakPeriod };

/**
 * "Draw now" (owner, admins): closes the wishes and draws at once, after asking. No seed is asked
 * for: the draw uses the one committed to when the period was made (decision 043).
 */
export function DrawDialog({ open, onOpenChange, period }: DrawDialogProps) {
  const { t } = useTranslation('fair-share');
  const draw = useDrawPeakPeriod();

  const run = async () => {
    try {
      await draw.mutateAsync({ periodId: period.id, body: {} });
    } catch (error) {
      toastFailure(t('draw.failed'), error);
      return;
    }
    toastSuccess(t('toasts.drawn'), period.name);
    onOpenChange(false);
  };

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('draw.title', { name: period.name })}
      description={t('draw.description')}
      confirmLabel={t('draw.confirm')}
      pendingLabel={t('draw.pending')}
      pending={draw.isPending}
      variant="default"
      onConfirm={() => void run()}
    />
  );
}
