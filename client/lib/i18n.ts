import { LANGUAGES, type Language } from '@shared/constants';
import i18n, { type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { appTranslationChunks } from '@/locales/app-chunks';
import { firstPaintResources } from '@/locales/first-paint';
import { beforeLanguageChange, currentLanguage, startLanguage, subscribeToLanguage } from './language';

// i18next for the full app (the sign-in page, the signed-in shell), loaded with it: the landing
// page's first load translates without it (./first-paint-translation.ts, issue #11). The language
// itself lives in ./language.ts; i18next follows it.

export {
  changeLanguage,
  currentLanguage,
  isLanguage,
  readStoredLanguage,
  storeLanguage,
} from './language';

const appTranslationsLoaded = new Set<Language>();
let appTranslationsInUse = false;

/**
 * Loads the sign-in page's and the signed-in app's texts in `language`; those screens wait for it
 * together with their own code, and from then on a language change loads the new language's too.
 */
export async function loadAppTranslations(language: Language = currentLanguage()): Promise<void> {
  appTranslationsInUse = true;
  if (appTranslationsLoaded.has(language)) return;
  const namespaces = await appTranslationChunks[language]();
  for (const [namespace, texts] of Object.entries(namespaces)) {
    // Taken as they are (the chunk's objects are never changed), and merged key by key only into
    // a namespace the first screens' texts started: i18next's default deep copy and deep merge
    // went through every text of every namespace at each signed-in start (issue #38).
    const deep = i18n.hasResourceBundle(language, namespace);
    i18n.addResourceBundle(language, namespace, texts, deep, true, { skipCopy: true });
  }
  appTranslationsLoaded.add(language);
}

/**
 * Starts i18next in the current language with the first screens' texts and keeps it in step with
 * every change from then on; the tests pass a language and every namespace (locales/resources).
 */
export function initI18n(language: Language = currentLanguage(), resources: Resource = firstPaintResources) {
  startLanguage(language);
  if (!i18n.isInitialized) {
    void i18n.use(initReactI18next).init({
      resources,
      lng: language,
      fallbackLng: false,
      supportedLngs: [...LANGUAGES],
      defaultNS: 'common',
      ns: Object.keys(resources.no ?? {}),
      interpolation: { escapeValue: false },
      returnNull: false,
      initAsync: false,
    });
    // A change waits for the new language's app texts once those are in use (no screen shows
    // keys meanwhile), and i18next switches with everything else.
    beforeLanguageChange((next) => (appTranslationsInUse ? loadAppTranslations(next) : Promise.resolve()));
    subscribeToLanguage(() => {
      const next = currentLanguage();
      if (i18n.language !== next) void i18n.changeLanguage(next);
    });
  }
  // Given every namespace (the tests), there is nothing left to load.
  for (const bundled of LANGUAGES) {
    if (resources[bundled]?.shell) appTranslationsLoaded.add(bundled);
  }
  return i18n;
}

export { i18n };
