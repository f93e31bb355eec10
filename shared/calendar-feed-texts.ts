import type { Language } from './constants';

// The words a calendar subscriber sees in their own calendar app (decision 012): each event's
// summary and the calendar's description, in the language the subscription was made in.

type FeedTexts = {
  adults: (count: number) => string;
  children: (count: number) => string;
  awaitingApproval: string;
  calendarDescription: (cabinName: string) => string;
};

const TEXTS: Record<Language, FeedTexts> = {
  no: {
    adults: (count) => `${count} ${count === 1 ? 'voksen' : 'voksne'}`,
    children: (count) => `${count} barn`,
    awaitingApproval: 'venter på godkjenning',
    calendarDescription: (cabinName) => `Bookinger på ${cabinName}, fra Hytta`,
  },
  en: {
    adults: (count) => `${count} ${count === 1 ? 'adult' : 'adults'}`,
    children: (count) => `${count} ${count === 1 ? 'child' : 'children'}`,
    awaitingApproval: 'awaiting approval',
    calendarDescription: (cabinName) => `Bookings at ${cabinName}, from Hytta`,
  },
};

export type FeedStay = {
  guestName: string;
  adults: number;
  children: number;
  pending: boolean;
};

/** "Kari Nordmann (2 voksne, 1 barn)", and "– venter på godkjenning" while it is pending. */
export function feedEventSummary(stay: FeedStay, language: Language): string {
  const texts = TEXTS[language];
  const guests = [texts.adults(stay.adults)];
  if (stay.children > 0) guests.push(texts.children(stay.children));
  const summary = `${stay.guestName} (${guests.join(', ')})`;
  return stay.pending ? `${summary} – ${texts.awaitingApproval}` : summary;
}

export function feedCalendarDescription(cabinName: string, language: Language): string {
  return TEXTS[language].calendarDescription(cabinName);
}
