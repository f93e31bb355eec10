import { addDays } from '@shared/calendar-dates';
import type { Language } from '@shared/constants';
import { formatDateRangeText } from '@shared/date-text';

// The one swap refusal the server words itself, in the caller's language: it names the peak
// period, which the client's text for the code cannot know (decision 059).

export function swapBreaksCapMessage(
  period: { name: string; firstNight: string; lastNight: string; capNights: number | null },
  language: Language,
): string {
  const nights = formatDateRangeText(period.firstNight, addDays(period.lastNight, 1), language);
  return language === 'no'
    ? `Byttet ville gitt en husstand flere netter i «${period.name}» (${nights}) enn grensen på ${period.capNights} netter per husstand.`
    : `The swap would give a household more nights in “${period.name}” (${nights}) than its cap of ${period.capNights} nights per household.`;
}
