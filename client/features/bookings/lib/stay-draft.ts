import {
  ADULTS_DEFAULT,
  ADULTS_MAX,
  ADULTS_MIN,
  CHILDREN_DEFAULT,
  CHILDREN_MAX,
  CHILDREN_MIN,
} from '@shared/constants';

/** A stay as typed into a form: dates as `YYYY-MM-DD` (empty when not chosen), counts as typed. */
export type StayDraft = { startDate: string; endDate: string; adults: string; children: string };

/** A checked stay, ready for a request body. */
export type Stay = { startDate: string; endDate: string; adults: number; children: number };

export type StayProblem = 'missingDates' | 'dateOrder' | 'adults' | 'children';

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

/** A whole number from `min` to `max`, or null. */
export function parseGuestCount(text: string, min: number, max: number): number | null {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) return null;
  const count = Number(trimmed);
  return count >= min && count <= max ? count : null;
}

/**
 * Checks a stay (spec section 5): both dates chosen; the end after the start (a booking) or not
 * before it (a visit, which may be a day trip); adults 1-10 and children 0-10.
 */
export function checkStay(
  draft: StayDraft,
  { sameDayAllowed = false }: { sameDayAllowed?: boolean } = {},
): { stay: Stay | null; problems: StayProblem[] } {
  const problems: StayProblem[] = [];
  if (!draft.startDate || !draft.endDate) problems.push('missingDates');
  else if (sameDayAllowed ? draft.endDate < draft.startDate : draft.endDate <= draft.startDate) {
    problems.push('dateOrder');
  }
  const adults = parseGuestCount(draft.adults, ADULTS_MIN, ADULTS_MAX);
  const children = parseGuestCount(draft.children, CHILDREN_MIN, CHILDREN_MAX);
  if (adults === null) problems.push('adults');
  if (children === null) problems.push('children');
  if (problems.length > 0 || adults === null || children === null) return { stay: null, problems };
  return { stay: { startDate: draft.startDate, endDate: draft.endDate, adults, children }, problems };
}
