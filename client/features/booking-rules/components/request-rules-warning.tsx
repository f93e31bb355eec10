import { brokenRuleSentence } from '@shared/booking-rule-texts';
import { brokenRules } from '@shared/booking-rules';
import { TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/lib/language';
import { useCabinToday } from '@/lib/use-cabin-today';
import { useBookingRules } from '../api/get-booking-rules';

type Range = { startDate: string; endDate: string };

export type RequestRulesWarningProps = Range & {
  /** The requester's other pending and approved stays that have not ended. */
  upcomingStays: number;
  /** The cabin's other stays that are not declined. */
  otherStays: readonly Range[];
};

/**
 * For the owner's or an admin's approval (issue #40; decision 057): the booking rules a request
 * breaks by today's rules, one sentence each. Approving it anyway is allowed; this says so first.
 */
export function RequestRulesWarning({
  startDate,
  endDate,
  upcomingStays,
  otherStays,
}: RequestRulesWarningProps) {
  const { t } = useTranslation('booking-rules');
  const language = useLanguage();
  const today = useCabinToday();
  const rules = useBookingRules().data;
  const broken = rules ? brokenRules(rules, { startDate, endDate, today, upcomingStays, otherStays }) : [];
  if (broken.length === 0) return null;
  return (
    <div
      role="note"
      aria-label={t('approval.label')}
      data-testid="request-rules-warning"
      className="flex gap-2 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950"
    >
      <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <div className="flex flex-col gap-1">
        <p className="font-medium">{t('approval.breaks')}</p>
        <ul className="list-disc pl-4">
          {broken.map((rule) => (
            <li key={rule.code}>{brokenRuleSentence(rule, language)}</li>
          ))}
        </ul>
        <p>{t('approval.allowed')}</p>
      </div>
    </div>
  );
}
