import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { feedLines, parseFeed } from '../../test/parse-feed';
import { buildFeedCalendar, type FeedBooking } from './feed-ics';

// The feed as calendar apps read it (ical.js): dates, texts, folding and the calendar's hints.

const created = new Date('2026-11-01T08:00:00Z');

function booking(overrides: Partial<FeedBooking> = {}): FeedBooking {
  return {
    id: '11111111-1111-4111-8111-111111111111',
    startDate: '2026-12-20',
    endDate: '2026-12-27',
    status: 'approved',
    guestName: 'Kari Nordmann',
    adults: 2,
    children: 1,
    notes: null,
    sequence: 0,
    createdAt: created,
    updatedAt: created,
    ...overrides,
  };
}

function feedOf(bookings: FeedBooking[], language: 'no' | 'en' = 'no', cabinName = 'Fjellhytta') {
  return buildFeedCalendar({ cabinName, appUrl: 'https://hytta.example/calendar', language, bookings });
}

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

describe('the calendar feed', () => {
  const originalZone = process.env.TZ;
  afterEach(() => {
    process.env.TZ = originalZone;
  });

  it('names the calendar after the cabin, in Oslo time, with refresh hints', () => {
    const feed = parseFeed(feedOf([booking()], 'no', 'Fjellhytta'));
    expect(feed.name).toBe('Fjellhytta');
    expect(feed.timezone).toBe('Europe/Oslo');
    expect(feed.refreshInterval).toBe('PT1H');
    expect(feed.publishedTtl).toBe('PT1H');
  });

  it('gives each stay one all-day event from arrival to departure (exclusive), across months and DST', () => {
    const stays = [
      // Over the start of summer time (29 Mar 2026) and over its end (25 Oct 2026).
      booking({ id: id(1), startDate: '2026-03-27', endDate: '2026-03-30' }),
      booking({ id: id(2), startDate: '2026-10-24', endDate: '2026-10-26' }),
      // Over a month's end and over the year's end.
      booking({ id: id(3), startDate: '2026-01-30', endDate: '2026-02-02' }),
      booking({ id: id(4), startDate: '2026-12-30', endDate: '2027-01-02' }),
      // One night, and a leap day.
      booking({ id: id(5), startDate: '2028-02-28', endDate: '2028-03-01' }),
    ];
    const events = parseFeed(feedOf(stays)).events;
    expect(events.map(({ uid, start, end, allDay }) => ({ uid, start, end, allDay }))).toEqual(
      stays.map((stay) => ({
        uid: `booking-${stay.id}@hytta`,
        start: stay.startDate,
        end: stay.endDate,
        allDay: true,
      })),
    );
  });

  it('writes the same days whatever time zone the server runs in', () => {
    const stay = booking({ startDate: '2026-03-28', endDate: '2026-03-30' });
    for (const zone of ['Pacific/Kiritimati', 'America/Los_Angeles', 'Europe/Oslo', 'UTC']) {
      process.env.TZ = zone;
      const [event] = parseFeed(feedOf([stay])).events;
      expect({ zone, start: event?.start, end: event?.end }).toEqual({
        zone,
        start: '2026-03-28',
        end: '2026-03-30',
      });
    }
  });

  it('marks a pending stay TENTATIVE and says so; an approved one is CONFIRMED; neither makes anyone busy', () => {
    const events = parseFeed(
      feedOf(
        [booking({ id: id(1) }), booking({ id: id(2), status: 'pending', children: 0, adults: 1 })],
        'no',
      ),
    ).events;
    expect(events.map(({ summary, status, transparency }) => ({ summary, status, transparency }))).toEqual([
      { summary: 'Kari Nordmann (2 voksne, 1 barn)', status: 'CONFIRMED', transparency: 'TRANSPARENT' },
      {
        summary: 'Kari Nordmann (1 voksen) – venter på godkjenning',
        status: 'TENTATIVE',
        transparency: 'TRANSPARENT',
      },
    ]);
    const english = parseFeed(feedOf([booking({ status: 'pending', children: 2 })], 'en')).events;
    expect(english[0]?.summary).toBe('Kari Nordmann (2 adults, 2 children) – awaiting approval');
  });

  it('carries the notes as the description, the change count as SEQUENCE and LAST-MODIFIED, and a link to the app', () => {
    const changed = new Date('2026-11-20T12:34:56Z');
    const [event] = parseFeed(
      feedOf([booking({ notes: 'Tar med ved.\nKommer sent.', sequence: 3, updatedAt: changed })]),
    ).events;
    expect(event).toMatchObject({
      description: 'Tar med ved.\nKommer sent.',
      sequence: 3,
      lastModified: '2026-11-20T12:34:56Z',
      url: 'https://hytta.example/calendar',
    });
  });

  it('escapes commas, semicolons, backslashes, emoji and newlines so they read back unchanged', () => {
    const awkward = 'Ola, «Bestefar»; \\ 🏔️🎿 Nordmann\nlinje to';
    const notes = 'Semikolon; komma, kolon: og\r\nlinjeskift\nmed 👨‍👩‍👧‍👦';
    const ics = feedOf([booking({ guestName: awkward, notes })], 'en', 'Hytte; «Fjell», 2');
    const feed = parseFeed(ics);
    expect(feed.name).toBe('Hytte; «Fjell», 2');
    expect(feed.events[0]?.summary).toBe(`${awkward} (2 adults, 1 child)`);
    // RFC 5545 has one kind of line break in a text value: a CRLF comes back as LF.
    expect(feed.events[0]?.description).toBe(notes.replace('\r\n', '\n'));
    expect(feedLines(ics).length).toBeGreaterThan(10);
  });

  it('folds every line at 75 octets, never inside a character, whatever the text', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'grapheme', minLength: 1, maxLength: 120 }),
        fc.string({ unit: 'grapheme', maxLength: 400 }),
        (name, notes) => {
          const guestName = name.trim() || 'x';
          const ics = feedOf([booking({ guestName, notes: notes.trim() ? notes : null })], 'no', guestName);
          for (const line of feedLines(ics)) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
          // A split inside a UTF-8 sequence or a surrogate pair would not read back equal.
          const [event] = parseFeed(ics).events;
          expect(event?.summary.startsWith(guestName)).toBe(true);
          expect(event?.description ?? null).toBe(notes.trim() ? notes.replace(/\r\n/g, '\n') : null);
        },
      ),
      { numRuns: 150 },
    );
  });

  it('gives the same bytes for the same bookings, so an unchanged feed keeps its ETag', () => {
    const stays = [booking({ id: id(1) }), booking({ id: id(2), status: 'pending' })];
    expect(feedOf(stays)).toBe(feedOf(stays));
    expect(feedOf(stays)).not.toBe(
      feedOf([stays[0] as FeedBooking, { ...(stays[1] as FeedBooking), sequence: 1 }]),
    );
  });
});
