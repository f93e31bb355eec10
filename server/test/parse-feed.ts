import ICAL from 'ical.js';

// Reads a calendar feed the way a calendar app does, with Mozilla's ical.js (an independent
// RFC 5545 parser), so the tests check what subscribers get rather than what we meant to write.

export type ParsedEvent = {
  uid: string;
  summary: string;
  description: string | null;
  /** All-day dates as `YYYY-MM-DD`; `end` is exclusive (the departure day). */
  start: string;
  end: string;
  allDay: boolean;
  status: string | null;
  transparency: string | null;
  sequence: number;
  lastModified: string | null;
  url: string | null;
};

export type ParsedFeed = {
  name: string | null;
  timezone: string | null;
  refreshInterval: string | null;
  publishedTtl: string | null;
  events: ParsedEvent[];
};

function text(component: ICAL.Component, name: string): string | null {
  const value = component.getFirstPropertyValue(name);
  if (value === null || value === undefined) return null;
  return String(value);
}

export function parseFeed(ics: string): ParsedFeed {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  const events = calendar.getAllSubcomponents('vevent').map((component) => {
    const event = new ICAL.Event(component);
    return {
      uid: event.uid,
      summary: event.summary,
      description: event.description ?? null,
      start: event.startDate.toString(),
      end: event.endDate.toString(),
      allDay: event.startDate.isDate && event.endDate.isDate,
      status: text(component, 'status'),
      transparency: text(component, 'transp'),
      sequence: event.sequence,
      lastModified: text(component, 'last-modified'),
      url: text(component, 'url'),
    };
  });
  return {
    name: text(calendar, 'x-wr-calname'),
    timezone: text(calendar, 'x-wr-timezone'),
    refreshInterval: text(calendar, 'refresh-interval'),
    publishedTtl: text(calendar, 'x-published-ttl'),
    events,
  };
}

/** Every physical line of the feed; RFC 5545 separates them with CRLF, never a bare LF or CR. */
export function feedLines(ics: string): string[] {
  const lines = ics.split('\r\n');
  if (lines.some((line) => line.includes('\n') || line.includes('\r'))) {
    throw new Error('the feed has a line break that is not CRLF');
  }
  return lines.filter((line) => line !== '');
}
