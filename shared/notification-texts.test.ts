import { describe, expect, it } from 'vitest';
import { LANGUAGES } from './constants';
import { formatDateText } from './date-text';
import { earlierNotificationText, notificationText } from './notification-texts';
import type { NotificationData, NotificationType } from './schemas/notifications';

const SWAP = {
  fromName: 'Ola Nordmann',
  toName: 'Kari Nordmann',
  startDate: '2027-07-01',
  endDate: '2027-07-08',
  withStartDate: '2027-07-10',
  withEndDate: '2027-07-17',
};

// One example of every notification type; the record's type makes a missing one a compile error.
const EXAMPLES: { [T in NotificationType]: Extract<NotificationData, { type: T }> } = {
  pending_booking: {
    type: 'pending_booking',
    requesterName: 'Mona Medlem',
    startDate: '2026-12-12',
    endDate: '2026-12-15',
  },
  booking_approved: {
    type: 'booking_approved',
    startDate: '2026-12-12',
    endDate: '2026-12-15',
    responseNotes: null,
  },
  booking_declined: {
    type: 'booking_declined',
    startDate: '2026-12-12',
    endDate: '2026-12-15',
    responseNotes: null,
  },
  member_joined: { type: 'member_joined', memberName: 'Mona Medlem' },
  member_left: { type: 'member_left', memberName: 'Mona Medlem' },
  member_removed: { type: 'member_removed', cabinName: 'Fjellhytta', byName: 'Olav Eier' },
  reset_link_issued: { type: 'reset_link_issued', cabinName: 'Fjellhytta', byName: 'Olav Eier' },
  ownership_transferred: { type: 'ownership_transferred', fromName: 'Olav Eier' },
  role_changed: { type: 'role_changed', role: 'admin', byName: 'Olav Eier' },
  task_assigned: { type: 'task_assigned', taskTitle: 'Rense pipa', byName: 'Olav Eier' },
  cabin_invitation: { type: 'cabin_invitation', cabinName: 'Fjellhytta', byName: 'Olav Eier' },
  ownership_offered: { type: 'ownership_offered', cabinName: 'Fjellhytta', fromName: 'Olav Eier' },
  ownership_offer_declined: {
    type: 'ownership_offer_declined',
    cabinName: 'Fjellhytta',
    byName: 'Mona Medlem',
  },
  ownership_offer_accepted: {
    type: 'ownership_offer_accepted',
    cabinName: 'Fjellhytta',
    byName: 'Mona Medlem',
  },
  task_due: { type: 'task_due', taskTitle: 'Rense pipa', dueDate: '2026-12-13' },
  // No shopping items: the one-paragraph check below holds; the list is tested on its own.
  stay_reminder: { type: 'stay_reminder', startDate: '2026-12-12', endDate: '2026-12-15', shoppingItems: [] },
  checklist_departure: {
    type: 'checklist_departure',
    checklistTitle: 'Før avreise',
    startDate: '2026-12-12',
    endDate: '2026-12-15',
  },
  peak_draw_done: {
    type: 'peak_draw_done',
    periodId: '00000000-0000-4000-8000-000000000001',
    periodName: 'Påske',
    firstNight: '2027-03-20',
    lastNight: '2027-03-28',
  },
  payment_to_confirm: {
    type: 'payment_to_confirm',
    fromName: 'Olav Eier',
    amountOre: 123_450,
    date: '2026-12-13',
  },
  waitlist_nights_free: { type: 'waitlist_nights_free', startDate: '2027-02-12', endDate: '2027-02-14' },
  swap_offered: { type: 'swap_offered', ...SWAP },
  swap_accepted: { type: 'swap_accepted', ...SWAP },
  swap_declined: { type: 'swap_declined', ...SWAP },
  swap_done: { type: 'swap_done', ...SWAP },
  handover_ready: {
    type: 'handover_ready',
    writerName: 'Ola Nordmann',
    startDate: '2027-07-10',
    endDate: '2027-07-14',
  },
};

describe('notification texts', () => {
  const cases = Object.values(EXAMPLES).flatMap((data) => LANGUAGES.map((language) => ({ data, language })));

  it.each(cases)('$data.type in $language has a title and a one-paragraph message', ({ data, language }) => {
    const { title, message } = notificationText(data, language);
    expect(title.trim()).not.toBe('');
    expect(message.trim()).not.toBe('');
    expect(message).not.toContain('\n');
    expect(message).not.toMatch(/undefined|null|\[object/);
  });

  it('says in each language that a notification whose facts were not kept is from an earlier version', () => {
    expect(earlierNotificationText('no')).toEqual({
      title: 'Varsel',
      message: 'Et varsel fra en tidligere versjon av Hytta.',
    });
    expect(earlierNotificationText('en')).toEqual({
      title: 'Notification',
      message: 'A notification from an earlier version of Hytta.',
    });
  });

  it('differs between the languages for every type', () => {
    for (const data of Object.values(EXAMPLES)) {
      expect(notificationText(data, 'no').title).not.toBe(notificationText(data, 'en').title);
    }
  });

  it("makes the owner's response notes a second paragraph, trimmed, and leaves blank notes out", () => {
    for (const type of ['booking_approved', 'booking_declined'] as const) {
      const base = { ...EXAMPLES[type], responseNotes: '  Husk å ta med ved.  ' };
      for (const language of LANGUAGES) {
        const plain = notificationText({ ...base, responseNotes: null }, language).message;
        expect(notificationText(base, language).message).toBe(`${plain}\n\nHusk å ta med ved.`);
        expect(notificationText({ ...base, responseNotes: '   ' }, language).message).toBe(plain);
      }
    }
  });

  it('writes Norwegian dates as "12. des. 2026" and English ones as "12 Dec 2026"', () => {
    expect(formatDateText('2026-12-12', 'no')).toBe('12. des. 2026');
    expect(notificationText(EXAMPLES.pending_booking, 'no').message).toBe(
      'Mona Medlem ønsker å bo på hytta 12. des. 2026 – 15. des. 2026.',
    );
    expect(notificationText(EXAMPLES.pending_booking, 'en').message).toBe(
      'Mona Medlem would like to stay 12 Dec 2026 – 15 Dec 2026.',
    );
    expect(notificationText(EXAMPLES.booking_approved, 'no').message).toContain('12. des. 2026');
  });

  it('names the role in both languages', () => {
    const member = { ...EXAMPLES.role_changed, role: 'member' } as const;
    expect(notificationText(EXAMPLES.role_changed, 'no').message).toBe(
      'Olav Eier har gjort deg til administrator.',
    );
    expect(notificationText(member, 'no').message).toBe('Olav Eier har gjort deg til medlem.');
    expect(notificationText(EXAMPLES.role_changed, 'en').message).toBe('Olav Eier made you an admin.');
    expect(notificationText(member, 'en').message).toBe('Olav Eier made you a member.');
  });

  it('names the departure checklist and the stay that ends today', () => {
    expect(notificationText(EXAMPLES.checklist_departure, 'no').message).toBe(
      'Oppholdet ditt 12. des. 2026 – 15. des. 2026 slutter i dag. Gå gjennom sjekklisten «Før avreise» før dere drar.',
    );
    expect(notificationText(EXAMPLES.checklist_departure, 'en').message).toBe(
      'Your stay 12 Dec 2026 – 15 Dec 2026 ends today. Go through the checklist “Før avreise” before you leave.',
    );
  });

  it('names the drawn peak period and its nights, up to the day after the last night', () => {
    expect(notificationText(EXAMPLES.peak_draw_done, 'no').message).toBe(
      'Trekningen for «Påske» (20. mars 2027 – 29. mars 2027) er gjort. Se hvem som fikk hvilke datoer under Høysesong.',
    );
    expect(notificationText(EXAMPLES.peak_draw_done, 'en').message).toBe(
      'The draw for “Påske” (20 Mar 2027 – 29 Mar 2027) is done. See who got which dates under Peak weeks.',
    );
  });

  it('tells the recipient of a payment what to confirm, and where', () => {
    expect(notificationText(EXAMPLES.payment_to_confirm, 'no').message).toBe(
      'Olav Eier har registrert en betaling på 1\u00a0234,50 kr til deg den 13. des. 2026. Bekreft den under Utgifter når du har fått pengene; til da teller den ikke i saldoene.',
    );
    expect(notificationText(EXAMPLES.payment_to_confirm, 'en').message).toBe(
      'Olav Eier recorded a payment of 1,234.50 kr to you on 13 Dec 2026. Confirm it under Costs once you have the money; until then it does not count in the balances.',
    );
  });

  it('adds the shopping list to a stay reminder as a second paragraph', () => {
    const data = { ...EXAMPLES.stay_reminder, shoppingItems: ['Kaffe', 'Ved'] };
    expect(notificationText(data, 'no').message).toMatch(/\n\nHandlelisten: Kaffe, Ved$/);
    expect(notificationText(data, 'en').message).toMatch(/\n\nThe shopping list: Kaffe, Ved$/);
  });
});

describe('the nights waited for are free', () => {
  const data = EXAMPLES.waitlist_nights_free;
  it.each([
    ['no', 'Nettene 12.–14. februar er ledige: book nå.'],
    ['en', 'The nights 12–14 February are free: book now.'],
  ] as const)('names the dates in %s', (language, start) => {
    expect(notificationText(data, language).message.startsWith(start)).toBe(true);
  });
});
