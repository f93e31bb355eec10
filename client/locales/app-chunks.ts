import type { Language } from '@shared/constants';

// One chunk per language with the namespaces of the sign-in page and the signed-in app, so the
// landing page's first load carries only its own texts (issue #11: initial JS <= 100 KB). Here,
// away from i18next, so the entry can start the download early (client/app/root.tsx) and
// client/lib/i18n.ts then finds the chunk already loaded.
export const appTranslationChunks: Record<Language, () => Promise<Record<string, object>>> = {
  no: () => import('./no/app').then((module) => module.appResources),
  en: () => import('./en/app').then((module) => module.appResources),
};
