import type { Language } from '@shared/constants';
import { useEffect } from 'react';
import { useLanguage } from '@/lib/language';

const MANIFEST_FOR: Record<Language, string> = {
  no: '/manifest.webmanifest',
  en: '/manifest.en.webmanifest',
};

/**
 * Points `<link rel="manifest">` at the manifest in the chosen language, so an install made in
 * English gets the English description and shortcut names (index.html starts in Norwegian).
 */
export function useManifestLanguage(): void {
  const language = useLanguage();
  useEffect(() => {
    const link = document.querySelector<HTMLLinkElement>('link[rel="manifest"]');
    if (link && link.getAttribute('href') !== MANIFEST_FOR[language]) {
      link.setAttribute('href', MANIFEST_FOR[language]);
    }
  }, [language]);
}
