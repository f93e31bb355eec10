// What the first screens need in both languages (the landing page, the splash and offline
// screens, the update prompt, the install hint, the language choice): bundled with the entry so
// the first paint never waits for a translation file and the language can be switched there at
// once. Those screens read it through client/lib/first-paint-translation.ts, without i18next;
// i18next, loaded with the full app, is given the same texts. Everything else loads with the
// screen that uses it (./app-chunks.ts).
import enCommon from './en/common.json';
import enLanding from './en/landing.json';
import enPwa from './en/pwa.json';
import noCommon from './no/common.json';
import noLanding from './no/landing.json';
import noPwa from './no/pwa.json';

export const firstPaintResources = {
  no: { common: noCommon, landing: noLanding, pwa: noPwa },
  en: { common: enCommon, landing: enLanding, pwa: enPwa },
};
