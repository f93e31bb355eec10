import { loadAppTranslations } from '@/lib/i18n';
import { lazyChunk } from '@/lib/leaving-page';

// Push, e-mail choices and the links that come by e-mail (issue #14): the messages feature's
// public surface.
export { useSyncLanguageToServer } from './api/sync-language';
export { ResetLinkDialog } from './components/reset-link-dialog';

/**
 * The e-mail and push choices in Settings: a chunk of its own, with the shared schema it checks
 * against, so the shell that imports the language sync from here carries neither (issue #18).
 */
export const NotificationsCard = lazyChunk(() =>
  import('./components/notifications-card').then((module) => module.NotificationsCard),
);

/** The page an e-mail's unsubscribe link opens: its own chunk, signed in or out. */
export const UnsubscribePage = lazyChunk(() =>
  Promise.all([import('./components/unsubscribe-page'), loadAppTranslations()]).then(
    ([module]) => module.UnsubscribePage,
  ),
);
