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
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && (ERROR_CODES as readonly string[]).includes(value);
}
