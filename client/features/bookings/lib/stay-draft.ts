import { ADULTS_DEFAULT, CHILDREN_DEFAULT } from '@shared/constants';

/** A stay as typed into a form: dates as `YYYY-MM-DD` (empty when not chosen), counts as typed. */
export type StayDraft = { startDate: string; endDate: string; adults: string; children: string };

/**
 * What a stay form starts with: the stay being edited (or just the dates chosen), else no dates;
 * guests not given are the defaults.
 */
export function stayDraftOf(stay?: {
  startDate: string;
  endDate: string;
  adults?: number;
  children?: number;
}): StayDraft {
  return {
    startDate: stay?.startDate ?? '',
    endDate: stay?.endDate ?? '',
    adults: String(stay?.adults ?? ADULTS_DEFAULT),
    children: String(stay?.children ?? CHILDREN_DEFAULT),
  };
}
