import { feedCalendarDescription, feedEventSummary } from '@shared/calendar-feed-texts';
import type { Language } from '@shared/constants';
import ical, { ICalEventStatus, ICalEventTransparency } from 'ical-generator';

// One cabin's bookings as an RFC 5545 calendar (decision 012). Pure: the same rows give the same
// bytes, which is what makes the feed's ETag meaningful.

/** How often calendar apps are asked to fetch again (REFRESH-INTERVAL and X-PUBLISHED-TTL). */
export const FEED_REFRESH_SECONDS = 60 * 60;

export type FeedBooking = {
  id: string;
  startDate: string;
  endDate: string;
  status: 'approved' | 'pending';
  guestName: string;
  adults: number;
  children: number;
  notes: string | null;
  sequence: number;
  createdAt: Date;
  updatedAt: Date;
};

export type FeedCalendar = {
  cabinName: string;
  /** Where the app's calendar is, linked from every event. */
  appUrl: string;
  language: Language;
  bookings: FeedBooking[];
};

/**
 * A `YYYY-MM-DD` day as UTC midnight. ical-generator writes an all-day date from the UTC parts
 * when the calendar has no time zone of its own, so the day is the stored day on every server
 * (giving the calendar a `timezone` would switch it to the process's local time).
 */
function utcDay(date: string): Date {
  return new Date(`${date}T00:00:00Z`);
}

export function buildFeedCalendar({ cabinName, appUrl, language, bookings }: FeedCalendar): string {
  const calendar = ical({
    prodId: { company: 'Hytta', product: 'Hytta', language: language === 'no' ? 'NO' : 'EN' },
    name: cabinName,
    description: feedCalendarDescription(cabinName, language),
    ttl: FEED_REFRESH_SECONDS,
    // All-day events float; the zone tells calendar apps which days the dates are meant in.
    x: { 'X-WR-TIMEZONE': 'Europe/Oslo' },
  });
  for (const booking of bookings) {
    const pending = booking.status === 'pending';
    calendar.createEvent({
      // The booking's id never changes, so an edited stay replaces its event in the subscriber's app.
      id: `booking-${booking.id}@hytta`,
      allDay: true,
      start: utcDay(booking.startDate),
      // DTEND of an all-day event is exclusive: the departure day, as stored.
      end: utcDay(booking.endDate),
      summary: feedEventSummary({ ...booking, pending }, language),
      description: booking.notes?.trim() ? booking.notes : null,
      status: pending ? ICalEventStatus.TENTATIVE : ICalEventStatus.CONFIRMED,
      // A stay at the shared cabin does not make a subscriber busy.
      transparency: ICalEventTransparency.TRANSPARENT,
      sequence: booking.sequence,
      created: booking.createdAt,
      lastModified: booking.updatedAt,
      // DTSTAMP from the row, not the clock: an unchanged calendar is byte for byte the same.
      stamp: booking.updatedAt,
      url: appUrl,
    });
  }
  return calendar.toString();
}
