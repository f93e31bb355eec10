import { DEFAULT_LANGUAGE, LANGUAGE_STORAGE_KEY, LANGUAGES, type Language } from '@shared/constants';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { resources } from '@/locales/resources';
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

export async function changeLanguage(language: Language): Promise<void> {
  storeLanguage(language);
  document.documentElement.lang = language;
  await i18n.changeLanguage(language);
}

export function currentLanguage(): Language {
  return isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
}

export function initI18n(language: Language = readStoredLanguage()) {
  if (!i18n.isInitialized) {
    void i18n.use(initReactI18next).init({
      resources,
      lng: language,
      fallbackLng: false,
      supportedLngs: [...LANGUAGES],
      defaultNS: 'common',
      ns: Object.keys(resources.no),
      interpolation: { escapeValue: false },
      returnNull: false,
      initAsync: false,
    });
  }
  if (typeof document !== 'undefined') document.documentElement.lang = language;
  return i18n;
}

export { i18n };
