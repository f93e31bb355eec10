import { BOOKING_RULE_CODES } from './booking-rules';
// Stable codes the server sends beside `message` in error bodies (`{ message, code }`), so the
// client can show the text in the user's language; `message` stays the English fallback.

export const ERROR_CODES = [
  'validation',
  'not_signed_in',
  'no_current_cabin',
  'cabin_not_found',
  'invalid_access_code',
  'already_member',
  'too_many_join_attempts',
  'only_owner_can_edit_cabin',
  'only_owner',
  'owner_or_admin_only',
  'member_not_found',
  'user_not_found',
  'user_already_member',
  'owner_cannot_leave',
  'cannot_remove_owner',
  'cannot_remove_admin',
  'cannot_remove_self',
  'cannot_change_owner_role',
  'already_owner',
  'invalid_image',
  'image_too_large',
  'dates_already_booked',
  'booking_in_past',
  'booking_not_found',
  'booking_not_pending',
  'not_your_booking',
  'owner_or_admin_decides',
  'visit_not_found',
  'not_your_visit',
  'visit_in_future',
  'item_already_on_list',
  'item_not_found',
  'task_not_found',
  'task_already_done',
  'task_not_done',
  'assignee_not_member',
  'not_your_task',
  'notification_not_found',
  'too_many_place_searches',
  'weather_no_address',
  'weather_address_not_found',
  'weather_unavailable',
  'calendar_feed_not_found',
  'invalid_password',
  'owns_cabins',
  'too_many_account_deletions',
  // Membership you can trust (issue #13).
  'removed_from_cabin',
  'already_invited',
  'too_many_invitations',
  'invitation_not_found',
  'ownership_offer_not_found',
  'cannot_decide_own',
  // Messages outside the app and getting back in (issue #14).
  'invalid_unsubscribe_link',
  'push_subscription_not_found',
  // Server edges, second round (issue #36).
  'push_endpoint_not_allowed',
  'photo_too_many_pixels',
  'too_many_uploads',
  'cannot_reset_own_password',
  'members_reset_by_owner',
  // The cabin's handbook (issue #15).
  'manual_section_not_found',
  'manual_order_mismatch',
  // Checklists (issue #15, part two).
  'checklist_not_found',
  'checklist_run_not_found',
  'checklist_item_not_found',
  'checklist_stay_not_approved',
  // Guest-book photos (issue #15).
  'photo_not_found',
  'not_your_photo',
  'invalid_photo',
  'photo_too_large',
  'too_many_photos',
  // The house manual's own photos (issue #15).
  'manual_photo_not_found',
  'too_many_manual_photos',
  // Fair share: households, peak periods and costs (issue #16).
  'household_not_found',
  'member_in_other_household',
  'household_member_unknown',
  'peak_period_not_found',
  'peak_periods_overlap',
  'peak_cap_exceeded',
  'peak_period_closed',
  'peak_period_reserved',
  'wishes_closed',
  'wish_outside_period',
  'not_a_draw_period',
  'already_drawn',
  'seed_only_for_dry_run',
  'wishes_not_all_entered',
  'wishes_still_open',
  'expense_not_found',
  'not_your_expense',
  'split_mismatch',
  'no_shares_set',
  'no_nights_in_range',
  'payment_to_self',
  'payment_not_found',
  'not_your_payment',
  // A write made for a cabin that is no longer the caller's current one (issue #36).
  'cabin_changed',
  // Identity you can trust (issue #36).
  'too_many_sign_in_attempts',
  'reset_link_has_email',
  'reset_link_other_cabins',
  'invalid_display_username',
  // Sign-in through OpenID Connect providers (issue #39).
  'unknown_provider',
  'provider_unavailable',
  'provider_not_linked',
  'last_way_in',
  'password_already_set',
  'username_taken',
  // Passkeys (issue #39).
  'passkey_not_found',
  // The waitlist for taken nights (issue #40).
  'waitlist_full',
  'nights_already_free',
  'already_on_waitlist',
  'waitlist_entry_not_found',
  'not_your_waitlist_entry',
  // Swapping stays between households (issue #40).
  'swap_offer_not_found',
  'not_your_swap_offer',
  'swap_not_possible',
  'swap_same_household',
  'swap_already_offered',
  'swap_offer_closed',
  'swap_breaks_cap',
  // Booking rules per cabin (issue #40, decision 057), in shared/booking-rules.ts's order.
  'too_far_ahead',
  'too_few_nights',
  'too_many_nights',
  'not_a_changeover_day',
  'too_many_upcoming',
  'too_close_to_another_stay',
  // The handover note (issue #41, part 1; decision 060).
  'handover_not_found',
  'handover_closed',
  'handover_stay_not_approved',
  'not_your_handover',
  'too_many_handover_photos',
  // A link for guests without an account (issue #41, decision 061).
  'guest_link_not_found',
  'not_your_guest_link',
  'guest_links_full',
  'guest_link_stay_not_approved',
  'guest_link_stay_over',
  'too_many_guest_link_attempts',
  // The power bill per stay (issue #41, decision 062).
  'meter_reading_not_found',
  'meter_reading_in_future',
  'meter_reading_out_of_order',
  'power_not_ready',
  'already_charged',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && (ERROR_CODES as readonly string[]).includes(value);
}

/**
 * Codes whose `message` the server writes in the caller's language (`Accept-Language`), with
 * facts a fixed text cannot hold: the broken booking rule and its number (decision 057), the
 * peak period a swap would overfill (decision 059). The client shows such a message as it is and
 * its `apiErrors` text only when the message is empty.
 */
export const WORDED_BY_SERVER: readonly ErrorCode[] = [...BOOKING_RULE_CODES, 'swap_breaks_cap'];

export function isWordedByServer(value: unknown): boolean {
  return typeof value === 'string' && (WORDED_BY_SERVER as readonly string[]).includes(value);
}
