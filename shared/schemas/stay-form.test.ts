import { describe, expect, it } from 'vitest';
import { bookingFormSchema, visitFormSchema } from './stay-form';

// The booking and visit forms' rules (product section 5), read from what the forms hold.

const stay = { startDate: '2026-12-10', endDate: '2026-12-12', adults: ' 2 ', children: '0' };
const problems = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => (result.error?.issues ?? []).map((issue) => `${issue.path.join('.')}: ${issue.message}`);

describe('the booking form', () => {
  it('gives the call its body: guests as numbers, notes trimmed', () => {
    expect(bookingFormSchema.parse({ ...stay, notes: ' Hund ' })).toEqual({
      startDate: '2026-12-10',
      endDate: '2026-12-12',
      adults: 2,
      children: 0,
      notes: 'Hund',
    });
  });

  it('needs both dates, the end after the start, adults 1-10 and children 0-10, all said at once', () => {
    const missing = bookingFormSchema.safeParse({
      ...stay,
      endDate: '',
      adults: '0',
      children: 'x',
      notes: '',
    });
    expect(problems(missing)).toEqual([
      'endDate: Please select start and end dates',
      'adults: Adults must be a whole number from 1 to 10',
      'children: Children must be a whole number from 0 to 10',
    ]);
    const sameDay = bookingFormSchema.safeParse({ ...stay, endDate: stay.startDate, notes: '' });
    expect(problems(sameDay)).toEqual(['endDate: End date must be after start date']);
  });
});

describe('the visit form', () => {
  const visit = visitFormSchema('2026-12-10');
  const base = { ...stay, visitorName: ' Per ', message: '' };

  it('takes a day trip, and refuses a start after today or an end before the start', () => {
    expect(visit.safeParse({ ...base, endDate: base.startDate }).success).toBe(true);
    expect(problems(visit.safeParse({ ...base, startDate: '2026-12-11', endDate: '2026-12-12' }))).toEqual([
      'startDate: A visit cannot start in the future',
    ]);
    expect(problems(visit.safeParse({ ...base, endDate: '2026-12-09' }))).toEqual([
      'endDate: End date cannot be before start date',
    ]);
    expect(problems(visit.safeParse({ ...base, visitorName: '  ' }))).toEqual([
      'visitorName: Visitor name is required',
    ]);
  });
});
