import { isBookingRuleCode } from '@shared/booking-rules';
import {
  BOOKING_ERROR_MAX_CHARS,
  DATE_ORDER_MESSAGE,
  MISSING_DATES_MESSAGE,
  OVERLAP_MESSAGE,
} from '@shared/constants';
import { ApiError } from '@/lib/api-client';
import { apiErrorMessage } from '@/lib/api-error-message';

/** "400: foo", "400 foo" and "400 - foo" all become "foo"; other messages stay as they are. */
export function stripStatusPrefix(message: string): string {
  return message.replace(/^\s*\d{3}(?:\s*[:\-–]\s*|\s+|$)/, '').trim();
}

/**
 * The text shown when a booking request fails (product section 8): the message with a leading status
 * number stripped, or `generic` ("Booking request failed. Please try again.") when nothing is left
 * or it is longer than BOOKING_ERROR_MAX_CHARS.
 */
export function bookingRequestErrorText(message: string, generic: string): string {
  const text = stripStatusPrefix(message);
  return text && text.length <= BOOKING_ERROR_MAX_CHARS ? text : generic;
}

/** A refusal the booking dialog answers in place rather than with a failure toast. */
export type BookingRefusal = 'overlap' | 'dateOrder' | 'missingDates' | 'rule';

/**
 * A 409 for a broken booking rule (issue #40): the server's text, which names the rule and its
 * number in the user's language; null for any other failure.
 */
export function bookingRuleRefusalOf(error: unknown): string | null {
  if (!(error instanceof ApiError) || !isBookingRuleCode(error.code)) return null;
  return apiErrorMessage(error, '');
}

export function bookingRefusalOf(error: unknown): BookingRefusal | null {
  if (!(error instanceof ApiError)) return null;
  if (error.code === 'dates_already_booked') return 'overlap';
  if (error.status === 409 && error.message === OVERLAP_MESSAGE) return 'overlap';
  if (error.status !== 400) return null;
  if (error.message === DATE_ORDER_MESSAGE) return 'dateOrder';
  if (error.message === MISSING_DATES_MESSAGE) return 'missingDates';
  return null;
}
