// Every namespace in both languages: the source of the key types (`no`) and what the tests load.
// The app itself loads them in parts (client/lib/i18n.ts); tests/i18n checks that `en` has
// exactly the same keys as `no`.
import { appResources as enApp } from './en/app';
import { firstPaintResources } from './first-paint';
import { appResources as noApp } from './no/app';

export const resources = {
  no: { ...firstPaintResources.no, ...noApp },
  en: { ...firstPaintResources.en, ...enApp },
} as const;

export type Namespace = keyof (typeof resources)['no'];
