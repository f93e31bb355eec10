import { LANGUAGES } from '@shared/constants';
import { act, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { firstPaintResources } from '@/locales/first-paint';
import {
  type FirstPaintNamespace,
  type TextTree,
  translate,
  useFirstPaintTranslation,
} from './first-paint-translation';
import { changeLanguage, i18n } from './i18n';

// The first screens translate without i18next (issue #11); a visitor must see exactly the texts
// i18next gives everywhere else, in both languages.

afterEach(async () => {
  await changeLanguage('en');
});

function paths(tree: TextTree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : paths(value, `${prefix}${key}.`),
  );
}

const options = { year: 2026, hotkey: 'F8' };
const cases = LANGUAGES.flatMap((language) =>
  (Object.keys(firstPaintResources[language]) as FirstPaintNamespace[]).map((namespace) => {
    const tree: TextTree = firstPaintResources[language][namespace];
    return { language, namespace, tree };
  }),
);

function MissingKeyProbe() {
  const { t } = useFirstPaintTranslation('landing');
  // @ts-expect-error: no such key in landing.json; if one is added, this probe must change.
  const missing = t('hero.noSuchText');
  return <p>{`${t('hero.getStarted')}|${missing}`}</p>;
}

function UpdateProbe() {
  const { t } = useFirstPaintTranslation('pwa');
  return <p>{t('update.apply')}</p>;
}

describe('the first-paint translator', () => {
  it.each(cases)('gives every $language $namespace text as i18next does', ({ language, namespace, tree }) => {
    const t = i18n.getFixedT(language, namespace);
    for (const key of paths(tree)) {
      // i18next's typed `t` takes only known keys; these come from the same files at runtime.
      expect(translate(tree, language, key, options), `${language} ${namespace}:${key}`).toBe(
        t(key as never, options),
      );
    }
  });

  it('fills in the footer year and the toast hotkey', () => {
    expect(translate(firstPaintResources.no.landing, 'no', 'footer.copyright', { year: 2027 })).toBe(
      '© 2027 Hytta',
    );
    expect(translate(firstPaintResources.en.common, 'en', 'toast.region', { hotkey: 'F8' })).toBe(
      'Notifications (F8)',
    );
  });

  it('reads plurals, placeholders and missing keys as i18next does', () => {
    const texts = {
      guests_zero: 'ingen gjester',
      guests_one: '{{count}} gjest',
      guests_other: '{{count}} gjester',
      nights_one: '{{count}} night',
      nights_other: '{{count}} nights',
      greeting: 'Hei {{ name }}, {{missing}}',
    };
    const other = i18next.createInstance();
    void other.init({
      // Under a namespace the app's i18next types know; the keys themselves are cast below.
      resources: { no: { common: texts }, en: { common: texts } },
      lng: 'no',
      fallbackLng: false,
      interpolation: { escapeValue: false },
      initAsync: false,
    });
    const probes: [string, Record<string, string | number>][] = [
      ['guests', { count: 0 }],
      ['guests', { count: 1 }],
      ['guests', { count: 5 }],
      ['nights', { count: 0 }],
      ['nights', { count: 1 }],
      ['greeting', { name: 'Kari' }],
      ['no.such.key', {}],
    ];
    for (const language of LANGUAGES) {
      const t = other.getFixedT(language, 'common');
      for (const [key, values] of probes) {
        expect(translate(texts, language, key, values), `${language} ${key}`).toBe(t(key as never, values));
      }
    }
  });

  it('accepts only keys that exist (a missing text fails the type check)', () => {
    render(<MissingKeyProbe />);
    expect(screen.getByText('Get started|hero.noSuchText')).toBeTruthy();
  });

  it('re-renders in the new language as soon as it changes', async () => {
    render(<UpdateProbe />);
    expect(screen.getByText('Update now')).toBeTruthy();
    await act(() => changeLanguage('no'));
    expect(screen.getByText('Oppdater nå')).toBeTruthy();
  });
});
