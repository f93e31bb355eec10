import { formatDateText } from '@shared/date-text';
import { formatOre } from '@shared/money';
import type { Expense } from '@shared/schemas/costs';
import { Paperclip, Pencil, Receipt } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { InlineFailure, InlineMessage } from '@/components/inline-states';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { useLanguage } from '@/lib/language';
import { useExpenses } from '../api/get-expenses';

export type ExpenseListProps = {
  year: number;
  nameOf: (expense: Expense) => string;
  canEdit: (expense: Expense) => boolean;
  onEdit: (expense: Expense) => void;
};

/** The year's expenses, newest first: date, what, category, amount, who paid, the split. */
export function ExpenseList({ year, nameOf, canEdit, onEdit }: ExpenseListProps) {
  const { t } = useTranslation('costs');
  const language = useLanguage();
  const expenses = useExpenses(year);

  return (
    <Card data-testid="expense-list" aria-labelledby="expense-list-title">
      <CardHeader>
        <CardTitle id="expense-list-title">{t('list.title', { year })}</CardTitle>
      </CardHeader>
      <CardContent>
        {!expenses.data ? (
          expenses.isError ? (
            <InlineFailure
              title={t('list.loadFailed')}
              onRetry={() => void expenses.refetch()}
              retrying={expenses.isFetching}
            />
          ) : (
            <p role="status" className="text-sm text-slate-600">
              {t('loading')}
            </p>
          )
        ) : expenses.data.length === 0 ? (
          <InlineMessage icon={Receipt} testId="expenses-empty">
            {t('list.empty', { year })}
          </InlineMessage>
        ) : (
          <ul className="divide-y divide-slate-200">
            {expenses.data.map((expense) => (
              <li key={expense.id} data-testid="expense-row" className="flex items-start gap-3 py-3">
                <div className="min-w-0 flex-1">
                  <p className="flex flex-wrap items-baseline justify-between gap-x-3">
                    <span className="font-medium text-slate-900">
                      {expense.description}
                      {expense.hasReceipt ? (
                        // The receipt photo opens on its own; the server checks membership.
                        <a
                          href={`/api/expenses/${encodeURIComponent(expense.id)}/receipt`}
                          target="_blank"
                          rel="noopener noreferrer"
                          className="ml-1 inline-flex rounded align-middle text-brand-700 hover:text-brand-900"
                        >
                          <Paperclip className="size-4" aria-hidden="true" />
                          <span className="sr-only">
                            {t('list.hasReceipt', { description: expense.description })}
                          </span>
                        </a>
                      ) : null}
                    </span>
                    <span className="font-semibold tabular-nums text-slate-900">
                      {t('money', { amount: formatOre(expense.amountOre, language) })}
                    </span>
                  </p>
                  <p className="text-sm text-slate-600">
                    {[
                      formatDateText(expense.date, language),
                      t(`categories.${expense.category}`),
                      t('list.paidBy', { name: nameOf(expense) }),
                      t(`splitKinds.${expense.split.kind}`),
                    ].join(' · ')}
                  </p>
                </div>
                {canEdit(expense) ? (
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={t('list.edit', { description: expense.description })}
                    onClick={() => onEdit(expense)}
                  >
                    <Pencil aria-hidden="true" />
                  </Button>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
