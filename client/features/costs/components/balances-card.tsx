import { formatOre } from '@shared/money';
import type { Role } from '@shared/schemas/auth';
import type { FairShare } from '@shared/schemas/households';
import { HandCoins, Scale } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { InlineFailure, InlineMessage } from '@/components/inline-states';
import { toastFailure, toastSuccess } from '@/components/toast/notify';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { cn } from '@/lib/cn';
import { useLanguage } from '@/lib/language';
import { useExpenseBalances } from '../api/get-expense-balances';
import { useRecordPayment } from '../api/record-payment';
import { groupBalances } from '../lib/people';
import type { PayerOption } from './expense-dialog';
import { PaymentDialog } from './payment-dialog';
import { PaymentsList } from './payments-list';

type Settlement = { fromUserId: string; toUserId: string; amountOre: number };

export type BalancesCardProps = {
  viewerId: string;
  /** The viewer's role in the cabin: it says which payments they confirm and delete. */
  viewerRole: Role;
  households: FairShare['households'] | undefined;
  nameOf: (userId: string) => string;
  /** Everyone the viewer may pay. */
  payees: PayerOption[];
  today: string;
};

/**
 * Balances (every member sees all): each member's paid, share and net by household, the
 * suggested transfers that settle everyone up, recording a payment, and the payments with the
 * ones waiting for their recipient's confirmation (which count nowhere yet).
 */
export function BalancesCard({ viewerId, viewerRole, households, nameOf, payees, today }: BalancesCardProps) {
  const { t } = useTranslation('costs');
  const language = useLanguage();
  const balances = useExpenseBalances();
  const record = useRecordPayment();
  const [confirming, setConfirming] = useState<Settlement | null>(null);
  const [paying, setPaying] = useState(false);
  const money = (ore: number) => t('money', { amount: formatOre(ore, language) });

  const settle = async (settlement: Settlement) => {
    try {
      await record.mutateAsync({
        toUserId: settlement.toUserId,
        amountOre: settlement.amountOre,
        date: today,
      });
    } catch (error) {
      toastFailure(t('errors.paymentFailed'), error);
      setConfirming(null);
      return;
    }
    toastSuccess(t('toasts.paymentRecorded'));
    setConfirming(null);
  };

  return (
    <Card data-testid="balances-card" aria-labelledby="balances-title">
      <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-3">
        <CardTitle id="balances-title">{t('balances.title')}</CardTitle>
        <Button variant="outline" size="sm" onClick={() => setPaying(true)} disabled={payees.length === 0}>
          <HandCoins aria-hidden="true" />
          {t('balances.recordPayment')}
        </Button>
      </CardHeader>
      <CardContent className="flex flex-col gap-5">
        {!balances.data ? (
          balances.isError ? (
            <InlineFailure
              title={t('balances.loadFailed')}
              onRetry={() => void balances.refetch()}
              retrying={balances.isFetching}
            />
          ) : (
            <p role="status" className="text-sm text-slate-600">
              {t('loading')}
            </p>
          )
        ) : (
          <>
            {groupBalances(balances.data.balances, households).map((group) => (
              <section key={group.householdId} aria-label={group.name ?? t('balances.otherHousehold')}>
                <h3 className="mb-1 text-sm font-semibold text-brand-900">
                  {group.name ?? t('balances.otherHousehold')}
                </h3>
                <ul className="divide-y divide-slate-100 rounded-md border border-slate-200">
                  {group.rows.map((row) => (
                    <li
                      key={row.userId}
                      data-testid="balance-row"
                      className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 px-3 py-2 text-sm"
                    >
                      <span className="font-medium text-slate-900">{nameOf(row.userId)}</span>
                      <span className="text-slate-600">
                        {t('balances.paidAndShare', { paid: money(row.paidOre), share: money(row.shareOre) })}
                      </span>
                      <span
                        className={cn(
                          'font-semibold',
                          row.netOre > 0
                            ? 'text-green-800'
                            : row.netOre < 0
                              ? 'text-red-700'
                              : 'text-slate-700',
                        )}
                      >
                        {row.netOre > 0
                          ? t('balances.owed', { amount: money(row.netOre) })
                          : row.netOre < 0
                            ? t('balances.owes', { amount: money(-row.netOre) })
                            : t('balances.even')}
                      </span>
                    </li>
                  ))}
                </ul>
              </section>
            ))}
            <section aria-labelledby="settle-up-title" data-testid="settle-up">
              <h3 id="settle-up-title" className="mb-1 text-sm font-semibold text-brand-900">
                {t('balances.settleUp')}
              </h3>
              {balances.data.settlements.length === 0 ? (
                <InlineMessage icon={Scale}>{t('balances.allSettled')}</InlineMessage>
              ) : (
                <ul className="flex flex-col gap-2">
                  {balances.data.settlements.map((settlement) => (
                    <li
                      key={`${settlement.fromUserId}-${settlement.toUserId}`}
                      className="flex flex-wrap items-center justify-between gap-2 rounded-md bg-sand-50 px-3 py-2 text-sm"
                    >
                      <span>
                        {t('balances.pays', {
                          from: nameOf(settlement.fromUserId),
                          to: nameOf(settlement.toUserId),
                          amount: money(settlement.amountOre),
                        })}
                      </span>
                      {/* A payment is recorded by the one who made it. */}
                      {settlement.fromUserId === viewerId ? (
                        <Button size="sm" onClick={() => setConfirming(settlement)}>
                          {t('balances.recordThis')}
                        </Button>
                      ) : null}
                    </li>
                  ))}
                </ul>
              )}
            </section>
            <PaymentsList
              payments={balances.data.payments}
              viewerId={viewerId}
              viewerRole={viewerRole}
              nameOf={nameOf}
            />
          </>
        )}
      </CardContent>
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => {
          if (!open) setConfirming(null);
        }}
        variant="default"
        title={t('balances.confirmTitle')}
        description={
          confirming
            ? t('balances.confirmDescription', {
                to: nameOf(confirming.toUserId),
                amount: money(confirming.amountOre),
              })
            : ''
        }
        confirmLabel={t('balances.confirm')}
        pendingLabel={t('dialog.saving')}
        pending={record.isPending}
        onConfirm={() => {
          if (confirming) void settle(confirming);
        }}
      />
      <PaymentDialog
        key={paying ? 'open' : 'closed'}
        open={paying}
        onOpenChange={setPaying}
        payees={payees}
        today={today}
      />
    </Card>
  );
}
