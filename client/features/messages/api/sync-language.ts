import { IDENTITY_BASE_PATH } from '@shared/constants';
import { useEffect } from 'react';
import { apiFetch } from '@/lib/api-client';
import { useLanguage } from '@/lib/language';
import { readLocal, writeLocal } from '@/lib/local-storage';
import { whenIdle } from '@/lib/when-idle';

/** How long the call waits at most for the browser to be idle. */
const SYNC_IDLE_MAX_WAIT_MS = 3000;

/**
 * Tells the server the app's language, which e-mails and push messages are written in (issue
 * #14): when a signed-in user first opens the app on a device and whenever they switch. What
 * was last sent is remembered per user, so an ordinary visit sends nothing. A plain call to the
 * identity provider's update-user endpoint, not its client: that client is about 12 KB of script
 * a signed-in page load would otherwise download and run for this one call (issue #18).
 */
export function useSyncLanguageToServer(userId: string | null): void {
  const language = useLanguage();
  useEffect(() => {
    if (!userId) return;
    const key = `language-sent:${userId}`;
    if (readLocal(key) === language) return;
    // At the first idle moment, not before the first screen has painted (issue #18). A failure
    // is tried again on the next visit: the e-mails stay in the previous language meanwhile.
    return whenIdle(() => {
      apiFetch(`${IDENTITY_BASE_PATH}/update-user`, { method: 'POST', body: { language } }).then(
        () => writeLocal(key, language),
        () => undefined,
      );
    }, SYNC_IDLE_MAX_WAIT_MS);
  }, [userId, language]);
}
