import { DEFAULT_LANGUAGE, LANGUAGE_STORAGE_KEY, LANGUAGES, type Language } from '@shared/constants';
import i18n, { type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { firstPaintResources } from '@/locales/first-paint';
import { readLocal, writeLocal } from './local-storage';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** The stored choice, or Norwegian (the spec's default) when none or an unknown one is stored. */
export function readStoredLanguage(): Language {
  const stored = readLocal(LANGUAGE_STORAGE_KEY);
  return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
}

/** Where the browser refuses to store, the choice still applies for this visit. */
export function storeLanguage(language: Language): void {
  writeLocal(LANGUAGE_STORAGE_KEY, language);
}

// One chunk per language with the namespaces of the sign-in page and the signed-in app, so the
// landing page's first load carries only its own texts (issue #11: initial JS <= 100 KB).
const appTranslationChunks: Record<Language, () => Promise<Record<string, object>>> = {
  no: () => import('@/locales/no/app').then((module) => module.appResources),
  en: () => import('@/locales/en/app').then((module) => module.appResources),
};
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
    i18n.addResourceBundle(language, namespace, texts, true, true);
  }
  appTranslationsLoaded.add(language);
}

/**
 * Switches only once the new language's texts are here, so no screen shows keys meanwhile; if
 * they cannot be loaded the language stays as it was (and the promise rejects).
 */
export async function changeLanguage(language: Language): Promise<void> {
  if (appTranslationsInUse) await loadAppTranslations(language);
  storeLanguage(language);
  document.documentElement.lang = language;
  await i18n.changeLanguage(language);
}

export function currentLanguage(): Language {
  return isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
}

/** Starts i18next with the first screen's texts; tests pass every namespace (locales/resources). */
export function initI18n(
  language: Language = readStoredLanguage(),
  resources: Resource = firstPaintResources,
) {
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
  }
  // Given every namespace (the tests), there is nothing left to load.
  for (const bundled of LANGUAGES) {
    if (resources[bundled]?.shell) appTranslationsLoaded.add(bundled);
  }
  if (typeof document !== 'undefined') document.documentElement.lang = language;
  return i18n;
}

export { i18n };
