import { lazyChunk } from '@/lib/leaving-page';

// A link for guests without an account (issue #41, part 2; decision 061): the feature's public
// surface. Both parts are chunks of their own: the booking's guest links load with the booking's
// details, and the guest page, opened without the signed-in app, brings i18next and its texts.
export const BookingGuestLinks = lazyChunk(() =>
  import('./components/booking-guest-links').then((module) => module.BookingGuestLinks),
);
// i18next comes with the page, not with the entry that imports this file (issue #11: the
// landing page's initial JS).
export const GuestPage = lazyChunk(() =>
  Promise.all([
    import('./components/guest-page'),
    import('@/lib/i18n').then((i18n) => {
      i18n.initI18n();
      return i18n.loadAppTranslations();
    }),
  ]).then(([module]) => module.GuestPage),
);

/** A guest link's path, `/g/{token}`; its token, or null for any other path. */
export function guestTokenOf(path: string): string | null {
  const match = /^\/g\/([^/?#]+)\/?$/.exec(path);
  if (!match?.[1]) return null;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return match[1];
  }
}
