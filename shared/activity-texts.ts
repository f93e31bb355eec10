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

/** Each kind's event, by kind: lets one lookup be typed for whichever kind it is called with. */
type EventOf = { [E in ActivityEvent as E['kind']]: E };
type Texts = { [K in ActivityKind]: Record<Language, (event: EventOf[K], language: Language) => string> };

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
  return messageOf(event.kind, event, language);
}

function messageOf<K extends ActivityKind>(kind: K, event: EventOf[K], language: Language): string {
  return TEXTS[kind][language](event, language);
}

const FORMER_MEMBER: Record<Language, string> = { no: 'Tidligere medlem', en: 'Former member' };

/** The name shown for someone whose account no longer exists. */
export function formerMemberName(language: Language): string {
  return FORMER_MEMBER[language];
}
