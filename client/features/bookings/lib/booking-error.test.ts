import { BOOKING_ERROR_MAX_CHARS } from '@shared/constants';
import { DATE_ORDER_MESSAGE, MISSING_DATES_MESSAGE, OVERLAP_MESSAGE } from '@shared/schemas/bookings';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { bookingRefusalOf, bookingRequestErrorText, stripStatusPrefix } from './booking-error';

const generic = 'Booking request failed. Please try again.';

describe('booking request failure text (product section 8)', () => {
  it('strips a leading status number', () => {
    expect(stripStatusPrefix('400: Start date is in the past')).toBe('Start date is in the past');
    expect(stripStatusPrefix('400 Start date is in the past')).toBe('Start date is in the past');
    expect(stripStatusPrefix('409 - Taken')).toBe('Taken');
    expect(stripStatusPrefix('  500:Boom ')).toBe('Boom');
  });

  it('keeps messages without a leading status number', () => {
    expect(stripStatusPrefix('Cabin not found')).toBe('Cabin not found');
    expect(stripStatusPrefix('2 adults is too many')).toBe('2 adults is too many');
    expect(stripStatusPrefix('20260101 is not a date')).toBe('20260101 is not a date');
  });

  it('gives the stripped message when it is short enough', () => {
    expect(bookingRequestErrorText('400: foo', generic)).toBe('foo');
    expect(bookingRequestErrorText('400 foo', generic)).toBe('foo');
    const longest = 'x'.repeat(BOOKING_ERROR_MAX_CHARS);
    expect(bookingRequestErrorText(`400: ${longest}`, generic)).toBe(longest);
  });

  it('gives the generic text for a message over 100 characters, or an empty one', () => {
    expect(bookingRequestErrorText('x'.repeat(BOOKING_ERROR_MAX_CHARS + 1), generic)).toBe(generic);
    expect(bookingRequestErrorText(`<html>${'y'.repeat(200)}</html>`, generic)).toBe(generic);
    expect(bookingRequestErrorText('500', generic)).toBe(generic);
    expect(bookingRequestErrorText('   ', generic)).toBe(generic);
  });
});

describe('refusals the booking dialog answers in place', () => {
  it('knows the overlap, date order and missing dates answers', () => {
    expect(bookingRefusalOf(new ApiError(409, OVERLAP_MESSAGE, 'dates_already_booked'))).toBe('overlap');
    expect(bookingRefusalOf(new ApiError(400, DATE_ORDER_MESSAGE, 'validation'))).toBe('dateOrder');
    expect(bookingRefusalOf(new ApiError(400, MISSING_DATES_MESSAGE, 'validation'))).toBe('missingDates');
  });

  it('leaves everything else to the failure toast', () => {
    expect(bookingRefusalOf(new ApiError(400, 'Start date is in the past', 'booking_in_past'))).toBeNull();
    expect(bookingRefusalOf(new ApiError(500, 'Boom'))).toBeNull();
    expect(bookingRefusalOf(new TypeError('Failed to fetch'))).toBeNull();
  });
});
