import { z } from 'zod';

// GET /api/calendar/{cabinId}/subscription and its regenerate call: the caller's personal feed
// for one cabin, as the plain https URL and as the links calendar apps open (decision 012).

export const calendarSubscriptionSchema = z.object({
  /** The feed itself (`text/calendar`), for pasting into a calendar app. */
  url: z.string(),
  /** The same feed with the `webcal:` scheme, which opens the device's calendar app. */
  webcalUrl: z.string(),
  /** Google Calendar's add-by-URL page with the feed filled in. */
  googleUrl: z.string(),
  /** Outlook on the web's subscribe-from-web page with the feed and the cabin's name filled in. */
  outlookUrl: z.string(),
});
export type CalendarSubscription = z.infer<typeof calendarSubscriptionSchema>;
