import type { Language } from './constants';
import { formatDateRangeText } from './date-text';

// The message of a recent-activity entry in the reader's language. The acting person's name is
// not part of it: the client shows `userName` and then the message, so every message reads on
// from a name ("Kari" + "logged a visit 12 Dec 2026 – 15 Dec 2026"). Every kind has both
// languages (the types make a missing one a compile error; a test reads each).

export type ActivityEvent =
  | { kind: 'visit_logged'; startDate: string; endDate: string }
  | { kind: 'item_added'; itemName: string }
  | { kind: 'item_completed'; itemName: string }
  | { kind: 'booking_requested'; startDate: string; endDate: string };
export type ActivityKind = ActivityEvent['kind'];

type TextOf<K extends ActivityKind> = (
  event: Extract<ActivityEvent, { kind: K }>,
  language: Language,
) => string;
type Texts = { [K in ActivityKind]: Record<Language, TextOf<K>> };

const TEXTS: Texts = {
  visit_logged: {
    no: (e, l) => `logget et besøk ${formatDateRangeText(e.startDate, e.endDate, l)}`,
    en: (e, l) => `logged a visit ${formatDateRangeText(e.startDate, e.endDate, l)}`,
  },
  item_added: {
    no: (e) => `la til «${e.itemName}» på handlelisten`,
    en: (e) => `added “${e.itemName}” to the shopping list`,
  },
  item_completed: {
    no: (e) => `krysset av «${e.itemName}» på handlelisten`,
    en: (e) => `ticked off “${e.itemName}” on the shopping list`,
  },
  booking_requested: {
    no: (e, l) => `ba om et opphold ${formatDateRangeText(e.startDate, e.endDate, l)}`,
    en: (e, l) => `requested a stay ${formatDateRangeText(e.startDate, e.endDate, l)}`,
  },
};

/** The message of an activity entry in the given language, to be read after the person's name. */
export function activityMessage(event: ActivityEvent, language: Language): string {
  // The map is keyed by kind, so the entry always matches the event's own kind.
  const text = TEXTS[event.kind][language] as TextOf<ActivityKind>;
  return text(event as never, language);
}

const FORMER_MEMBER: Record<Language, string> = { no: 'Tidligere medlem', en: 'Former member' };

/** The name shown for someone whose account no longer exists. */
export function formerMemberName(language: Language): string {
  return FORMER_MEMBER[language];
}
