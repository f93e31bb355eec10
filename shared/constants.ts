// Business constants and limits from docs/product.md, section 9. Client and server read them
// from here so a number is never written twice.

export const LANGUAGES = ['no', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'no';
/** Local storage key holding the chosen language (product section 9: key `language`). */
export const LANGUAGE_STORAGE_KEY = 'language';

export const ADULTS_MIN = 1;
export const ADULTS_MAX = 10;
export const ADULTS_DEFAULT = 1;
export const CHILDREN_MIN = 0;
export const CHILDREN_MAX = 10;
export const CHILDREN_DEFAULT = 0;

/**
 * The most one payment between members may be, in øre: NOK 1 million, far beyond paying a share of
 * cabin bills back, and small enough that a mistyped or made-up figure is refused (issue #36,
 * item 5). The payment form and the server check the same number.
 */
export const PAYMENT_AMOUNT_ORE_MAX = 100_000_000;

export const PROFILE_PICTURE_MAX_BYTES = 5 * 1024 * 1024;

/** Guest-book photos (issue #15, decision 033): per file, as sent. */
export const PHOTO_MAX_BYTES = 15 * 1024 * 1024;
/** Photos one visit-log entry may hold. */
export const PHOTOS_PER_VISIT_MAX = 10;
/** The stored photo's long side at most, in pixels. */
export const PHOTO_LONG_SIDE_MAX = 1600;
/** The thumbnail's long side at most, in pixels. */
export const PHOTO_THUMBNAIL_SIDE_MAX = 400;
/** What the upload takes, by the bytes (the declared type and the file name do not count). */
export const PHOTO_UPLOAD_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
/** Photos one cabin's house manual may hold (issue #15): its sections' pictures, not an album. */
export const MANUAL_PHOTOS_PER_CABIN_MAX = 200;

export const ADDRESS_SEARCH_MIN_CHARS = 3;
export const ADDRESS_SEARCH_DEBOUNCE_MS = 300;

export const UNREAD_POLL_MS = 30_000;
export const WEATHER_REFETCH_MS = 10 * 60_000;
export const FORECAST_DAYS = 3;

export const SESSION_STALE_MS = 5 * 60_000;
export const SESSION_GC_MS = 10 * 60_000;

export const SYNC_RETRY_DELAY_MS = 2_000;
export const PROVIDER_TIMEOUT_MS = 3_000;

export const LIVE_MAX_RECONNECTS = 5;
export const LIVE_RECONNECT_STEP_MS = 1_000;

export const SCROLL_TO_TOP_DELAY_MS = 100;
export const BADGE_CLEAR_DELAY_MS = 1_000;
/**
 * The shortest interval the service worker asks for between background badge refreshes; browsers
 * that grant periodic sync choose their own, longer, interval from how the app is used.
 */
export const BADGE_PERIODIC_SYNC_MS = 60 * 60 * 1_000;
export const TOOLTIP_DELAY_MS = 700;

export const UNREAD_BADGE_MAX = 9;
export const RECENT_ACTIVITY_ITEMS = 3;
/** The dashboard activity feed answers at most this many entries, newest first (decision 008). */
export const ACTIVITY_FEED_LIMIT = 20;
/** Stats count the visits that overlap today or one of the days this far back (decision 008). */
export const RECENT_VISITS_DAYS = 30;
export const DASHBOARD_PREVIEW_WEEKS = 4;

/** Every dashboard widget type, in the order a new layout lists them (product sections 2 and 9). */
export const DASHBOARD_WIDGET_TYPES = [
  'my-next-visit',
  'next-visit',
  'compact-calendar',
  'weather',
  'recent-activity',
  'stats',
  'member-list',
  'invitation-code',
  // Issue #16: peak nights per household this year and the three before.
  'fair-share',
  // Issue #41: the handover of the stay before the viewer's, from three days before arrival.
  'last-stay',
  // Issue #41: today's power prices by hour and the last stay's use; opt-in, not in the defaults.
  'power',
] as const;
export type DashboardWidgetType = (typeof DASHBOARD_WIDGET_TYPES)[number];
/** Enabled in a new layout, in this order; the other types start hidden (product section 9). */
export const DEFAULT_DASHBOARD_WIDGETS: readonly DashboardWidgetType[] = [
  'my-next-visit',
  'next-visit',
  'compact-calendar',
  'weather',
  'last-stay',
];

export const MOBILE_BREAKPOINT_PX = 768;
export const MOBILE_TAB_COUNT = 5;

export const DRAG_ACTIVATION_PX = 8;
export const TOUCH_DELAY_MS = 200;
export const TOUCH_TOLERANCE_PX = 5;
export const CALENDAR_TOUCH_HOLD_MS = 500;

export const CABIN_CREATED_TOAST_MS = 8_000;

export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5_000;
export const TOAST_SWIPE_THRESHOLD_PX = 50;
export const TOAST_REMOVE_DELAY_MS = 1_000_000;
export const TOAST_HOTKEY = 'F8';

export const PWA_BADGE_INFO_SEEN_KEY = 'pwa-badge-info-seen';

/** Where Better Auth (the built-in identity provider) is mounted. */
export const IDENTITY_BASE_PATH = '/api/identity';

/** Outside link in the desktop navigation; the spec does not name its target. */
export const FEATURE_REQUEST_URL = 'https://github.com/hytta-app/hytta/discussions/categories/ideas';

/** Access codes avoid 0/O and 1/I so they can be read aloud and typed without mistakes. */
export const ACCESS_CODE_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
/** 8 characters of 32 = 40 bits; with the join rate limit, guessing one takes centuries. */
export const ACCESS_CODE_LENGTH = 8;
/** Join attempts (by access code) one user may make per window; more are refused with 429. */
export const JOIN_ATTEMPTS_PER_WINDOW = 10;
export const JOIN_ATTEMPT_WINDOW_MS = 15 * 60_000;
/**
 * Wrong access codes one client address may send per window, whichever accounts it uses (issue
 * #13): new accounts do not buy new guesses. Only wrong codes count, so a family joining from one
 * home network is never held up.
 */
export const WRONG_JOIN_CODES_PER_ADDRESS = 20;

export const CABIN_NAME_MAX = 100;
export const ADDRESS_MAX = 300;
export const DISPLAY_NAME_MAX = 100;
/** Full names, as sign-up and every identity update take them (issue #13). */
export const FULL_NAME_MAX = 100;

/** Booking notes, response notes and guest-book messages. */
export const NOTES_MAX = 2000;
export const VISITOR_NAME_MAX = 100;
/** Product section 8: a booking failure message longer than this becomes the generic text. */
export const BOOKING_ERROR_MAX_CHARS = 100;
/** The booking dialog lists at most this many needed shopping items (product section 5). */
export const SHOPPING_WARNING_ITEMS = 3;

export const SHOPPING_ITEM_NAME_MAX = 200;
export const TASK_TITLE_MAX = 200;
export const TASK_REPEAT_EVERY_MAX = 99;

/** The house manual's limits (issue #15); here, not beside its schemas, so its forms read them without Zod. */
export const MANUAL_SECTION_TITLE_MAX = 120;
export const MANUAL_SECTION_BODY_MAX = 20_000;
export const MANUAL_FACT_MAX = 500;
export const MANUAL_LONG_FACT_MAX = 4_000;
export const MANUAL_CONTACT_NAME_MAX = 100;
export const MANUAL_CONTACT_PHONE_MAX = 30;
export const MANUAL_CONTACTS_MAX = 20;
export const MANUAL_SECTIONS_MAX = 100;

/** Address searches one user may make per minute; typing with the 300 ms debounce stays far below. */
export const PLACE_SEARCHES_PER_MINUTE = 60;

// Plain values the schemas in ./schemas use and the client reads on its own: importing them from
// here does not load Zod and every schema with it (issue #11: the shell's start-up work).

/** Sign-up form rules, shared so the client explains what the server would refuse. */
export const USERNAME_MIN = 3;
export const USERNAME_MAX = 30;
export const USERNAME_PATTERN = /^[a-zA-Z0-9_.]+$/;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

export const REPEAT_UNITS = ['week', 'month', 'year'] as const;
export const PROFILE_PICTURE_TYPES = ['image/jpeg', 'image/png', 'image/gif'] as const;

export const MISSING_DATES_MESSAGE = 'Please select start and end dates';
export const DATE_ORDER_MESSAGE = 'End date must be after start date';
export const OVERLAP_TITLE = 'Date already booked';
export const OVERLAP_MESSAGE = 'Cannot book dates that are already reserved or pending approval';

// Invitations (issue #13).
/** An invitation that is not answered in this many days lapses. */
export const INVITATION_TTL_DAYS = 14;
/** Invitations one person may send per day (all cabins); the next answers 429. */
export const INVITATIONS_PER_DAY = 20;

/** The element of a signed-in page that carries the first screen's answers (issue #18). */
export const PAGE_ANSWERS_ELEMENT_ID = 'hytta-answers';
