import { describe, expect, it } from 'vitest';
import { type ActivityEvent, type ActivityKind, activityMessage, formerMemberName } from './activity-texts';
import { LANGUAGES } from './constants';

const EVENTS: Record<ActivityKind, ActivityEvent> = {
  visit_logged: { kind: 'visit_logged', startDate: '2026-12-12', endDate: '2026-12-15' },
  item_added: { kind: 'item_added', itemName: 'Kaffe' },
  item_completed: { kind: 'item_completed', itemName: 'Kaffe' },
  booking_requested: { kind: 'booking_requested', startDate: '2027-01-02', endDate: '2027-01-05' },
};

describe('activity messages', () => {
  it('reads on from the name, in Norwegian', () => {
    expect(activityMessage(EVENTS.visit_logged, 'no')).toBe('logget et besøk 12. des. 2026 – 15. des. 2026');
    expect(activityMessage(EVENTS.item_added, 'no')).toBe('la til «Kaffe» på handlelisten');
    expect(activityMessage(EVENTS.item_completed, 'no')).toBe('krysset av «Kaffe» på handlelisten');
    expect(activityMessage(EVENTS.booking_requested, 'no')).toBe(
      'ba om et opphold 2. jan. 2027 – 5. jan. 2027',
    );
  });

  it('reads on from the name, in English', () => {
    expect(activityMessage(EVENTS.visit_logged, 'en')).toBe('logged a visit 12 Dec 2026 – 15 Dec 2026');
    expect(activityMessage(EVENTS.item_added, 'en')).toBe('added “Kaffe” to the shopping list');
    expect(activityMessage(EVENTS.item_completed, 'en')).toBe('ticked off “Kaffe” on the shopping list');
    expect(activityMessage(EVENTS.booking_requested, 'en')).toBe('requested a stay 2 Jan 2027 – 5 Jan 2027');
  });

  it('has a message for every kind in every language, starting lower case', () => {
    for (const event of Object.values(EVENTS)) {
      for (const language of LANGUAGES) {
        const message = activityMessage(event, language);
        expect(message.trim()).toBe(message);
        expect(message[0]).toBe(message[0]?.toLowerCase());
      }
    }
    expect(activityMessage(EVENTS.item_added, 'no')).not.toBe(activityMessage(EVENTS.item_added, 'en'));
  });

  it('keeps an item name as written', () => {
    expect(activityMessage({ kind: 'item_added', itemName: 'Grønnsåpe & "ved"' }, 'en')).toBe(
      'added “Grønnsåpe & "ved"” to the shopping list',
    );
  });

  it('names a departed member in both languages', () => {
    expect(formerMemberName('no')).toBe('Tidligere medlem');
    expect(formerMemberName('en')).toBe('Former member');
  });
});
