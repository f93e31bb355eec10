import { bookingRuleRefusal, bookingRuleSentences } from '@shared/booking-rule-texts';
import { brokenRules } from '@shared/booking-rules';
import { Scale } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/lib/language';
import { useCabinToday } from '@/lib/use-cabin-today';
import { useStayRules } from '../lib/use-stay-rules';
import { RuleListNote } from './rule-list-note';

type Range = { startDate: string; endDate: string };

export type StayRulesNoticeProps = Range & {
  /** The cabin's other stays that are not declined (for the empty nights between stays). */
  otherStays: readonly Range[];
  /** The server's refusal (a 409 with a rule's code), already in the user's language. */
  refusal: string | null;
  /** Whether the dates answer to the rules: a stay's own dates, unchanged, are never checked again. */
  checkDates: boolean;
};

/**
 * For the booking dialog (issue #40; decision 057): the cabin's booking rules, one sentence each,
 * before sending; the first rule the chosen dates break, as the server would say it; and the
 * server's refusal in place when one comes anyway. Nothing for the owner and admins.
 */
export function StayRulesNotice({
  startDate,
  endDate,
  otherStays,
  refusal,
  checkDates,
}: StayRulesNoticeProps) {
  const { t } = useTranslation('booking-rules');
  const language = useLanguage();
  const today = useCabinToday();
  const rules = useStayRules();
  const chosen = checkDates && startDate !== '' && endDate > startDate;
  const [problem] =
    rules && chosen && !refusal ? brokenRules(rules, { startDate, endDate, today, otherStays }) : [];

  return (
    <>
      {rules ? (
        <RuleListNote
          label={t('hints.label')}
          sentences={bookingRuleSentences(rules, language)}
          icon={Scale}
          className="border-sky-200 bg-sky-50 text-sky-950"
          testId="booking-rules-hints"
        />
      ) : null}
      {problem ? (
        <p role="status" data-testid="booking-rules-problem" className="text-sm font-medium text-amber-900">
          {bookingRuleRefusal(problem, language)}
        </p>
      ) : null}
      {refusal ? (
        <p
          role="alert"
          data-testid="booking-rules-refusal"
          className="rounded-md bg-red-50 px-3 py-2 text-sm font-medium text-red-800"
        >
          {refusal}
        </p>
      ) : null}
    </>
  );
}
