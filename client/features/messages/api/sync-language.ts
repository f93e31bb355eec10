import { useEffect } from 'react';
import { authClient } from '@/lib/auth-client';
import { useLanguage } from '@/lib/language';
import { readLocal, writeLocal } from '@/lib/local-storage';

/**
 * Tells the server the app's language, which e-mails and push messages are written in (issue
 * #14): when a signed-in user first opens the app on a device and whenever they switch. What
 * was last sent is remembered per user, so an ordinary visit sends nothing.
 */
export function useSyncLanguageToServer(userId: string | null): void {
  const language = useLanguage();
  useEffect(() => {
    if (!userId) return;
    const key = `language-sent:${userId}`;
    if (readLocal(key) === language) return;
    // A failure is tried again on the next visit: the e-mails stay in the previous language meanwhile.
    void authClient
      .updateUser({ language } as Parameters<typeof authClient.updateUser>[0])
      .then((result) => {
        if (!result.error) writeLocal(key, language);
      })
      .catch(() => undefined);
  }, [userId, language]);
}
