// What the first screen needs in both languages (the landing page, the splash and offline
// screens, the update prompt): bundled with the entry so the first paint never waits for a
// translation file and the language can be switched there at once. Everything else loads with
// the screen that uses it (./no/app.ts, ./en/app.ts).
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
