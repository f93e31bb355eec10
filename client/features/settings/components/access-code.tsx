import { Copy, RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { IconButton } from '@/components/icon-button';
import { toastFailure, toastSuccess } from '@/components/toast/notify';
import { Button } from '@/components/ui/button';
import { useCopyAccessCode, useRotateAccessCode } from '@/features/cabins';

/**
 * The cabin's access code with a copy button ("code copied" toast, product section 8) and "New
 * code" (issue #13): the owner and admins, the only ones who see the code, can replace it.
 */
export function AccessCode({ code }: { code: string }) {
  const { t } = useTranslation('settings');
  const { t: tCabins } = useTranslation('cabins');
  const copyAccessCode = useCopyAccessCode();
  const rotate = useRotateAccessCode();
  const [confirming, setConfirming] = useState(false);

  const onRotate = async () => {
    if (rotate.isPending) return;
    try {
      await rotate.mutateAsync();
      toastSuccess(t('cabin.rotated'), t('cabin.rotatedDescription'));
    } catch (error) {
      toastFailure(t('cabin.rotateFailed'), error);
    } finally {
      setConfirming(false);
    }
  };
  return (
    <div className="flex flex-col gap-1.5">
      <span className="text-sm font-medium text-slate-600">{tCabins('fields.accessCode')}</span>
      <div className="flex items-center gap-2">
        <code
          className="rounded-md border border-dashed border-brand-700/40 bg-sand-50 px-3 py-1.5 font-mono text-lg font-semibold tracking-[0.2em] text-brand-900 select-all"
          data-testid="access-code"
        >
          {code}
        </code>
        <IconButton
          label={tCabins('accessCode.copy')}
          icon={Copy}
          variant="outline"
          onClick={() => void copyAccessCode(code)}
          data-testid="copy-access-code"
        />
        <Button
          variant="outline"
          size="sm"
          onClick={() => setConfirming(true)}
          data-testid="rotate-access-code"
        >
          <RefreshCw aria-hidden="true" />
          {t('cabin.rotate')}
        </Button>
      </div>
      <p className="text-xs text-slate-600">{t('cabin.accessCodeHint')}</p>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('cabin.rotateTitle')}
        description={t('cabin.rotateDescription')}
        confirmLabel={t('cabin.rotateConfirm')}
        pendingLabel={t('cabin.rotatePending')}
        pending={rotate.isPending}
        onConfirm={() => void onRotate()}
      />
    </div>
  );
}
