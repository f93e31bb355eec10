import { DEFAULT_LANGUAGE, LANGUAGE_STORAGE_KEY, LANGUAGES, type Language } from '@shared/constants';
import { useSyncExternalStore } from 'react';
import { readLocal, writeLocal } from './local-storage';

// The app's language, kept here rather than in i18next: the landing page's first load translates
// without i18next (issue #11: initial JS), and i18next, loaded with the full app, follows this
// value (client/lib/i18n.ts). One value, so every screen and every request agree on it.

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

let language: Language | undefined;
const listeners = new Set<() => void>();
const loaders = new Set<(language: Language) => Promise<void>>();

export function currentLanguage(): Language {
  language ??= readStoredLanguage();
  return language;
}

/** Tells `listener` of every change; returns the unsubscribe (useSyncExternalStore's shape). */
export function subscribeToLanguage(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * `load` runs before each change and the change waits for it: the full app registers its own
 * texts' loading, so no screen shows keys while the new language's texts are on their way.
 * Returns the unregister.
 */
export function beforeLanguageChange(load: (language: Language) => Promise<void>): () => void {
  loaders.add(load);
  return () => loaders.delete(load);
}

function apply(next: Language): void {
  language = next;
  if (typeof document !== 'undefined') document.documentElement.lang = next;
  for (const listener of listeners) listener();
}

/** Sets the language for this visit without storing it: the page's start, and the tests. */
export function startLanguage(next: Language = currentLanguage()): void {
  apply(next);
}

/**
 * Switches only once every registered loader is done; if one fails the language stays as it was
 * (and the promise rejects). The choice is stored under `language` (product section 2).
 */
export async function changeLanguage(next: Language): Promise<void> {
  await Promise.all([...loaders].map((load) => load(next)));
  storeLanguage(next);
  apply(next);
}

/** The current language; re-renders when it changes. */
export function useLanguage(): Language {
  return useSyncExternalStore(subscribeToLanguage, currentLanguage);
}
