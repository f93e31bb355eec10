import type { PeakPeriod } from '@shared/schemas/peak-periods';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { TextField } from '@/components/text-field';
import { toastFailure, toastSuccess } from '@/components/toast/notify';
import { useDrawPeakPeriod } from '../api/draw-peak-period';

/** What the server accepts as a seed (shared drawBodySchema), checked here before asking. */
const SEED_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

type DrawDialogProps = { open: boolean; onOpenChange: (open: boolean) => void; period: PeakPeriod };

/**
 * "Draw now" (owner, admins): closes the wishes and draws at once, after asking. A seed may be
 * given to re-run a draw made elsewhere; left empty, the server makes and records a new one.
 */
export function DrawDialog({ open, onOpenChange, period }: DrawDialogProps) {
  const { t } = useTranslation('fair-share');
  const id = useId();
  const draw = useDrawPeakPeriod();
  const [seed, setSeed] = useState('');
  const [seedError, setSeedError] = useState<string | null>(null);

  const run = async () => {
    const trimmed = seed.trim();
    if (trimmed && !SEED_PATTERN.test(trimmed)) {
      setSeedError(t('validation.seed'));
      return;
    }
    try {
      await draw.mutateAsync({ periodId: period.id, body: trimmed ? { seed: trimmed } : {} });
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
    >
      <TextField
        id={`${id}-seed`}
        label={t('draw.seed')}
        hint={t('draw.seedHint')}
        value={seed}
        onChange={(event) => {
          setSeed(event.target.value);
          setSeedError(null);
        }}
        maxLength={64}
        autoComplete="off"
        disabled={draw.isPending}
        error={seedError ?? undefined}
      />
    </ConfirmDialog>
  );
}
