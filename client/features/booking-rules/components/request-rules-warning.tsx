import { brokenRuleSentence } from '@shared/booking-rule-texts';
import { brokenRules } from '@shared/booking-rules';
import { TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/lib/language';
import { useCabinToday } from '@/lib/use-cabin-today';
import { useBookingRules } from '../api/get-booking-rules';
import { RuleListNote } from './rule-list-note';

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
    <RuleListNote
      label={t('approval.breaks')}
      sentences={broken.map((rule) => brokenRuleSentence(rule, language))}
      icon={TriangleAlert}
      className="border-amber-300 bg-amber-50 text-amber-950"
      testId="request-rules-warning"
      footer={<p>{t('approval.allowed')}</p>}
    />
  );
}
