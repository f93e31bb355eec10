import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from './i18n';
import {
  beforeLanguageChange,
  changeLanguage,
  currentLanguage,
  readStoredLanguage,
  subscribeToLanguage,
} from './language';

afterEach(async () => {
  await changeLanguage('en');
});

describe('the language', () => {
  it('is Norwegian unless English is stored', () => {
    expect(readStoredLanguage()).toBe('no');
    localStorage.setItem('language', 'de');
    expect(readStoredLanguage()).toBe('no');
    localStorage.setItem('language', 'en');
    expect(readStoredLanguage()).toBe('en');
  });

  it('changes everywhere at once: stored, on <html lang>, for listeners and for i18next', async () => {
    let told = 0;
    const unsubscribe = subscribeToLanguage(() => {
      told += 1;
    });
    await changeLanguage('no');
    unsubscribe();
    expect(currentLanguage()).toBe('no');
    expect(localStorage.getItem('language')).toBe('no');
    expect(document.documentElement.lang).toBe('no');
    expect(told).toBe(1);
    expect(i18n.language).toBe('no');
    expect(i18n.t('actions.signOut')).toBe('Logg ut');
  });

  it('stays as it was when the new language cannot be loaded', async () => {
    const unregister = beforeLanguageChange(() => Promise.reject(new Error('offline')));
    await expect(changeLanguage('no')).rejects.toThrow('offline');
    unregister();
    expect(currentLanguage()).toBe('en');
    expect(i18n.language).toBe('en');
    expect(localStorage.getItem('language')).toBeNull();
  });
});
