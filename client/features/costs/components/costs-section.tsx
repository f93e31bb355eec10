import { yearOf } from '@shared/calendar-dates';
import { can } from '@shared/policy';
import type { Expense } from '@shared/schemas/costs';
import { Download, Plus, Wallet } from 'lucide-react';
import { type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IconMessageCard, SectionTitle } from '@/components/section-parts';
import { SelectField } from '@/components/select-field';
import { Button, buttonVariants } from '@/components/ui/button';
import { useCurrentUser } from '@/features/auth';
import { useBookingViewer } from '@/features/bookings';
import { useCabinMembers } from '@/features/cabins';
import { useFairShare } from '@/features/fair-share';
import { useCabinToday } from '@/lib/use-cabin-today';
import { useExpenseBalances } from '../api/get-expense-balances';
import { useExpenses } from '../api/get-expenses';
import { memberNames } from '../lib/people';
import { BalancesCard } from './balances-card';
import { CostSettingsCard } from './cost-settings-card';
import { CostsChart } from './costs-chart';
import { ExpenseDialog, type PayerOption } from './expense-dialog';
import { ExpenseList } from './expense-list';

/** How many years back the year picker goes. */
const YEARS_BACK = 5;

/**
 * Costs (/costs): the chosen year's expenses, every member's balance and how to settle up, the
 * year's chart and CSV export; owners and admins also set the night fees.
 */
export function CostsSection() {
  const { t } = useTranslation('shell');
  const { t: tc } = useTranslation('costs');
  const user = useCurrentUser();
  const viewer = useBookingViewer();
  const today = useCabinToday();
  const thisYear = yearOf(today);
  const [year, setYear] = useState(thisYear);
  const [editing, setEditing] = useState<{ expense?: Expense } | null>(null);
  const members = useCabinMembers().data;
  const households = useFairShare().data?.households;
  const hasCabin = user.currentCabinId !== null;
  const canManage = can(viewer.role, 'manageCosts');
  const memberName = useMemo(() => memberNames(members), [members]);
  const nameOf = (userId: string) => memberName(userId) ?? tc('formerMember');
  const self: PayerOption = { id: user.id, name: memberName(user.id) ?? tc('you') };
  const payers: PayerOption[] =
    canManage && members ? members.map((member) => ({ id: member.id, name: nameOf(member.id) })) : [self];
  const payees = (members ?? [])
    .filter((member) => member.id !== user.id)
    .map((member) => ({ id: member.id, name: nameOf(member.id) }));

  return (
    <div data-testid="section-costs" className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <SectionTitle>{t('sections.costs')}</SectionTitle>
        {hasCabin ? (
          <Button className="max-md:w-full" onClick={() => setEditing({})} data-testid="new-expense-button">
            <Plus aria-hidden="true" />
            {tc('actions.add')}
          </Button>
        ) : null}
      </div>
      {!hasCabin ? (
        <IconMessageCard icon={Wallet} testId="costs-no-cabin">
          {tc('noCabin')}
        </IconMessageCard>
      ) : (
        <>
          <div className="flex flex-wrap items-end gap-3">
            <div className="w-40">
              <SelectField
                id="costs-year"
                label={tc('year')}
                value={String(year)}
                onChange={(event) => setYear(Number(event.target.value))}
              >
                {Array.from({ length: YEARS_BACK + 2 }, (_, index) => thisYear + 1 - index).map((option) => (
                  <option key={option} value={option}>
                    {option}
                  </option>
                ))}
              </SelectField>
            </div>
            <a
              href={`/api/expenses/export.csv?year=${year}`}
              download={`hytta-costs-${year}.csv`}
              className={buttonVariants({ variant: 'outline' })}
              data-testid="export-csv"
            >
              <Download aria-hidden="true" />
              {tc('actions.export', { year })}
            </a>
          </div>
          <ExpenseList
            year={year}
            nameOf={(expense) => memberName(expense.paidById) ?? expense.paidByName ?? tc('formerMember')}
            canEdit={(expense) => can(viewer.role, 'editExpense', { isPayer: expense.paidById === user.id })}
            onEdit={(expense) => setEditing({ expense })}
          />
          <BelowTheList year={year}>
            <BalancesCard
              viewerId={user.id}
              viewerRole={viewer.role}
              households={households}
              nameOf={nameOf}
              payees={payees}
              today={today}
            />
            <YearChart year={year} />
            {canManage ? <CostSettingsCard /> : null}
          </BelowTheList>
        </>
      )}
      <ExpenseDialog
        key={editing ? (editing.expense?.id ?? 'new') : 'closed'}
        open={editing !== null}
        onOpenChange={(open) => {
          if (!open) setEditing(null);
        }}
        expense={editing?.expense}
        households={households ?? []}
        payers={payers}
        viewerId={user.id}
        today={today}
      />
    </div>
  );
}

/**
 * What comes after the expense list, shown once the list has had an answer (or failed to get
 * one): shown before, it stood under a one-line list and was pushed a screen down when the year's
 * expenses arrived, the page's largest layout shift (issue #38: CLS 0.21 on /costs).
 */
function BelowTheList({ year, children }: { year: number; children: ReactNode }) {
  const expenses = useExpenses(year);
  // The balances are read alongside the list, not after it: only their card waits.
  useExpenseBalances();
  // Once shown it stays: another year's list loading must not take the balances away.
  const [shown, setShown] = useState(false);
  const ready = expenses.data !== undefined || expenses.isError;
  if (ready && !shown) setShown(true);
  return ready || shown ? children : null;
}

/** The chart of the chosen year, drawn once its expenses are there and there are some. */
function YearChart({ year }: { year: number }) {
  const expenses = useExpenses(year).data;
  if (!expenses || expenses.length === 0) return null;
  return <CostsChart year={year} expenses={expenses} />;
}
