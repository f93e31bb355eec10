import { Copy } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogHeading, type DialogStateProps } from '@/components/dialog-shell';
import { toastFailure, toastSuccess } from '@/components/toast/notify';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogFooter } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { ApiError } from '@/lib/api-client';
import { apiErrorMessage } from '@/lib/api-error-message';
import { copyText } from '@/lib/copy-text';
import { formatTimestamp } from '@/lib/dates';
import { useLanguage } from '@/lib/language';
import { useCreateResetLink } from '../api/create-reset-link';

type ResetLinkDialogProps = DialogStateProps & {
  member: { id: string; name: string } | null;
  returnFocusTo?: () => HTMLElement | null;
};

/**
 * "The family way" back in (issue #14): the owner, or an admin for a plain member, makes a
 * one-time link for someone locked out. It is shown here once and passed on by hand.
 */
export function ResetLinkDialog({ open, onOpenChange, member, returnFocusTo }: ResetLinkDialogProps) {
  const { t } = useTranslation('settings');
  const { t: tc } = useTranslation();
  const language = useLanguage();
  const fieldId = useId();
  const create = useCreateResetLink();
  const name = member?.name ?? '';

  const close = (next: boolean) => {
    if (!next) create.reset();
    onOpenChange(next);
  };
  const make = () => {
    if (!member) return;
    create.mutate(member.id, {
      // A refusal (the member has an e-mail address, or another cabin: issue #36) is said in the
      // dialog, where it explains what the member does instead; anything else is a toast.
      onError: (error) => {
        if (!(error instanceof ApiError && error.status === 403)) toastFailure(t('resetLink.failed'), error);
      },
    });
  };
  const refusal =
    create.error instanceof ApiError && create.error.status === 403
      ? apiErrorMessage(create.error, t('resetLink.failed'))
      : null;
  const copy = async (url: string) => {
    try {
      await copyText(url);
      toastSuccess(t('resetLink.copied'));
    } catch (error) {
      toastFailure(t('resetLink.copyFailed'), error);
    }
  };

  return (
    <Dialog open={open && member !== null} onOpenChange={close}>
      <DialogContent
        data-testid="reset-link-dialog"
        onCloseAutoFocus={(event) => {
          const target = returnFocusTo?.();
          if (target) {
            event.preventDefault();
            target.focus();
          }
        }}
      >
        <DialogHeading
          title={t('resetLink.title', { name })}
          description={t('resetLink.description', { name })}
        />
        {refusal ? (
          <p
            role="alert"
            className="rounded-md bg-amber-50 p-3 text-sm text-amber-900"
            data-testid="reset-link-refused"
          >
            <span className="font-medium">{t('resetLink.refused')}. </span>
            {refusal}
          </p>
        ) : null}
        {create.data ? (
          <div className="grid gap-2">
            <label htmlFor={fieldId} className="text-sm font-medium text-slate-900">
              {t('resetLink.label', { name })}
            </label>
            <div className="flex gap-2">
              <Input
                id={fieldId}
                readOnly
                value={create.data.url}
                onFocus={(event) => event.currentTarget.select()}
                data-testid="reset-link-url"
              />
              <Button variant="outline" onClick={() => void copy(create.data.url)}>
                <Copy aria-hidden="true" />
                {t('resetLink.copy')}
              </Button>
            </div>
            <p className="text-sm text-slate-700">
              {t('resetLink.expires', { time: formatTimestamp(new Date(create.data.expiresAt), language) })}
            </p>
          </div>
        ) : null}
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">{tc('actions.close')}</Button>
          </DialogClose>
          {create.data || refusal ? null : (
            <Button onClick={make} disabled={create.isPending}>
              {create.isPending ? t('resetLink.making') : t('resetLink.make')}
            </Button>
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
