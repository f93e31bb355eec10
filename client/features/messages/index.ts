import { lazy } from 'react';
import { loadAppTranslations } from '@/lib/i18n';

// Push, e-mail choices and the links that come by e-mail (issue #14): the messages feature's
// public surface.
export { useSyncLanguageToServer } from './api/sync-language';
export { NotificationsCard } from './components/notifications-card';
export { ResetLinkDialog } from './components/reset-link-dialog';

/** The page an e-mail's unsubscribe link opens: its own chunk, signed in or out. */
export const UnsubscribePage = lazy(() =>
  Promise.all([import('./components/unsubscribe-page'), loadAppTranslations()]).then(([module]) => ({
    default: module.UnsubscribePage,
  })),
);
