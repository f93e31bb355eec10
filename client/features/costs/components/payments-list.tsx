import { formatDateText } from '@shared/date-text';
import { formatOre } from '@shared/money';
import { can } from '@shared/policy';
import type { Role } from '@shared/schemas/auth';
import type { Payment } from '@shared/schemas/costs';
import { Check, Clock, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { toastFailure, toastSuccess } from '@/components/toast/notify';
import { Button } from '@/components/ui/button';
import { useLanguage } from '@/lib/language';
import { useConfirmPayment } from '../api/confirm-payment';
import { useDeletePayment } from '../api/delete-payment';

export type PaymentsListProps = {
  payments: Payment[];
  viewerId: string;
  /** The viewer's role in the cabin: the owner and admins confirm and delete any payment. */
  viewerRole: Role;
  nameOf: (userId: string) => string;
};

/**
 * The cabin's payments (issue #36, item 5): a payment counts in the balances only once its
 * recipient confirms it, so the waiting ones come first, saying whom they wait for. The recipient
 * (or the owner or an admin) confirms; the payer, the recipient, the owner and admins delete
 * (asked first). The server decides the same; these buttons only spare a refusal.
 */
export function PaymentsList({ payments, viewerId, viewerRole, nameOf }: PaymentsListProps) {
  const { t } = useTranslation('costs');
  const language = useLanguage();
  const confirm = useConfirmPayment();
  const remove = useDeletePayment();
  const [deleting, setDeleting] = useState<Payment | null>(null);
  const money = (ore: number) => t('money', { amount: formatOre(ore, language) });
  const waiting = payments.filter((payment) => payment.confirmedAt === null).length;

  const confirmOne = async (payment: Payment) => {
    try {
      await confirm.mutateAsync({ id: payment.id });
    } catch (error) {
      toastFailure(t('errors.confirmPaymentFailed'), error);
      return;
    }
    toastSuccess(t('toasts.paymentConfirmed'));
  };

  const deleteOne = async (payment: Payment) => {
    try {
      await remove.mutateAsync({ id: payment.id });
    } catch (error) {
      toastFailure(t('errors.deletePaymentFailed'), error);
      setDeleting(null);
      return;
    }
    toastSuccess(t('toasts.paymentDeleted'));
    setDeleting(null);
  };

  return (
    <section aria-labelledby="payments-title" data-testid="payments">
      <h3 id="payments-title" className="mb-1 text-sm font-semibold text-brand-900">
        {t('payments.title')}
      </h3>
      <p className="mb-2 text-sm text-slate-600" data-testid="payments-note">
        {waiting > 0 ? t('payments.waitingNote', { count: waiting }) : t('payments.note')}
      </p>
      {payments.length === 0 ? null : (
        <ul className="divide-y divide-slate-100 rounded-md border border-slate-200">
          {payments.map((payment) => {
            const isPayer = payment.fromUserId === viewerId;
            const isRecipient = payment.toUserId === viewerId;
            const mayConfirm =
              payment.confirmedAt === null && can(viewerRole, 'confirmPayment', { isRecipient });
            const mayDelete = can(viewerRole, 'deletePayment', { isPayer, isRecipient });
            return (
              <li
                key={payment.id}
                data-testid="payment-row"
                className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 px-3 py-2 text-sm"
              >
                <div className="min-w-0">
                  <p className="text-slate-900">
                    {t('payments.paid', {
                      from: nameOf(payment.fromUserId),
                      to: nameOf(payment.toUserId),
                      amount: money(payment.amountOre),
                    })}
                  </p>
                  <p className="flex flex-wrap items-center gap-1 text-slate-600">
                    <span>{formatDateText(payment.date, language)}</span>
                    <span aria-hidden="true">·</span>
                    {payment.confirmedAt === null ? (
                      <span className="inline-flex items-center gap-1 font-medium text-amber-800">
                        <Clock aria-hidden="true" className="size-3.5" />
                        {t('payments.waiting', { name: nameOf(payment.toUserId) })}
                      </span>
                    ) : (
                      <span className="inline-flex items-center gap-1 text-green-800">
                        <Check aria-hidden="true" className="size-3.5" />
                        {t('payments.confirmed')}
                      </span>
                    )}
                  </p>
                </div>
                <div className="flex gap-2">
                  {mayConfirm ? (
                    <Button
                      size="sm"
                      disabled={confirm.isPending}
                      onClick={() => void confirmOne(payment)}
                      aria-label={t(isRecipient ? 'payments.confirmLabel' : 'payments.confirmLabelOthers', {
                        from: nameOf(payment.fromUserId),
                        to: nameOf(payment.toUserId),
                        amount: money(payment.amountOre),
                      })}
                    >
                      <Check aria-hidden="true" />
                      {t('payments.confirm')}
                    </Button>
                  ) : null}
                  {mayDelete ? (
                    <Button
                      size="sm"
                      variant="outline"
                      onClick={() => setDeleting(payment)}
                      aria-label={t('payments.deleteLabel', {
                        from: nameOf(payment.fromUserId),
                        to: nameOf(payment.toUserId),
                        amount: money(payment.amountOre),
                      })}
                    >
                      <Trash2 aria-hidden="true" />
                      {t('payments.delete')}
                    </Button>
                  ) : null}
                </div>
              </li>
            );
          })}
        </ul>
      )}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
        variant="destructive"
        title={t('payments.deleteTitle')}
        description={
          deleting
            ? t('payments.deleteDescription', {
                from: nameOf(deleting.fromUserId),
                to: nameOf(deleting.toUserId),
                amount: money(deleting.amountOre),
              })
            : ''
        }
        confirmLabel={t('payments.delete')}
        pendingLabel={t('dialog.saving')}
        pending={remove.isPending}
        onConfirm={() => {
          if (deleting) void deleteOne(deleting);
        }}
      />
    </section>
  );
}
