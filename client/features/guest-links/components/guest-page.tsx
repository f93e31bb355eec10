import type { Language } from '@shared/constants';
import type { GuestPage as GuestPageData } from '@shared/schemas/guest-links';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageSelect } from '@/components/language-select';
import { ApiError } from '@/lib/api-client';
import { loadAppTranslations } from '@/lib/i18n';
import { startLanguage } from '@/lib/language';
import { fetchGuestPage, isGoneLink, tickGuestItem } from '../api/guest-page-calls';
import { dropGuestCopy, readGuestCopy, saveGuestCopy } from '../lib/guest-page-copy';
import { GuestChecklists } from './guest-checklists';
import { GuestPageBody } from './guest-page-body';

// The page a guest link opens (issue #41, decision 061): no account, no session, no member API.
// It reads GET /api/guest/{token}, keeps a copy on the device for the next visit with no signal,
// and ticks the stay's checklists through the guest API.

type State =
  | { kind: 'loading' }
  | { kind: 'ready'; page: GuestPageData; savedAt: string | null }
  | { kind: 'gone' }
  | { kind: 'failed'; tooMany: boolean };

/** The guest link's page for `token`. */
export function GuestPage({ token }: { token: string }) {
  const { t } = useTranslation('guest-links');
  const [state, setState] = useState<State>({ kind: 'loading' });
  // The link's language once, at the page's start; the switch decides from then on.
  const languageSet = useRef(false);

  const load = useCallback(
    async (signal?: AbortSignal) => {
      // The link's language once, its texts loaded first so no key shows meanwhile.
      const openIn = async (language: Language) => {
        if (languageSet.current) return;
        languageSet.current = true;
        await loadAppTranslations(language).catch(() => undefined);
        startLanguage(language);
      };
      try {
        const page = await fetchGuestPage(token, signal);
        await openIn(page.language);
        setState({ kind: 'ready', page, savedAt: null });
        await saveGuestCopy(token, page);
      } catch (error) {
        if (signal?.aborted) return;
        if (isGoneLink(error)) {
          // Ended or expired: said in the link's language when a copy knows it, then the copy
          // goes too, so it is never shown again.
          const copy = await readGuestCopy(token);
          if (copy) await openIn(copy.page.language);
          await dropGuestCopy(token);
          setState({ kind: 'gone' });
          return;
        }
        if (error instanceof ApiError) {
          setState({ kind: 'failed', tooMany: error.status === 429 });
          return;
        }
        // No network: the copy kept for this token, if any.
        const copy = await readGuestCopy(token);
        if (copy) {
          await openIn(copy.page.language);
          setState({ kind: 'ready', page: copy.page, savedAt: copy.savedAt });
        } else setState({ kind: 'failed', tooMany: false });
      }
    },
    [token],
  );

  useEffect(() => {
    const controller = new AbortController();
    void load(controller.signal);
    return () => controller.abort();
  }, [load]);

  useEffect(() => {
    const title = state.kind === 'ready' ? state.page.cabin.name : t('page.documentTitle');
    document.title = `${title} · Hytta`;
  }, [state, t]);

  const tick = async (itemId: string, done: boolean) => {
    await tickGuestItem(token, itemId, done);
    // The first tick of a template starts the stay's run, whose items have new ids: read again.
    await load();
  };

  return (
    <div className="min-h-dvh bg-sand-50">
      <header className="sticky top-0 z-10 border-b border-slate-200 bg-white/95 backdrop-blur">
        <div className="mx-auto flex max-w-3xl items-center justify-between gap-3 px-4 py-3">
          <span className="truncate font-semibold text-brand-900">{t('page.brand')}</span>
          <LanguageSelect />
        </div>
      </header>
      <main id="main" className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-6" data-testid="guest-page">
        {state.kind === 'loading' ? (
          <p role="status" className="text-slate-600">
            {t('page.loading')}
          </p>
        ) : null}
        {state.kind === 'gone' ? (
          <Notice title={t('page.goneTitle')} text={t('page.goneText')} testId="guest-page-gone" />
        ) : null}
        {state.kind === 'failed' ? (
          <Notice
            title={state.tooMany ? t('page.tooManyTitle') : t('page.failedTitle')}
            text={state.tooMany ? t('page.tooManyText') : t('page.failedText')}
            testId="guest-page-failed"
          />
        ) : null}
        {state.kind === 'ready' ? (
          <>
            {state.savedAt ? (
              <p
                role="status"
                className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900"
                data-testid="guest-page-offline"
              >
                {t('page.offline')}
              </p>
            ) : null}
            <GuestPageBody page={state.page}>
              <GuestChecklists runs={state.page.checklists} onTick={tick} offline={state.savedAt !== null} />
            </GuestPageBody>
          </>
        ) : null}
      </main>
    </div>
  );
}

function Notice({ title, text, testId }: { title: string; text: string; testId: string }) {
  return (
    <section className="rounded-xl border border-slate-200 bg-white p-6" data-testid={testId}>
      <h1 className="text-xl font-semibold text-slate-900">{title}</h1>
      <p className="mt-2 text-slate-700">{text}</p>
    </section>
  );
}
