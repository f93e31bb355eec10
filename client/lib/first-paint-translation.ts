import type { Language } from '@shared/constants';
import { firstPaintResources } from '@/locales/first-paint';
import { useLanguage } from './language';

// The texts of the first screens (the landing page, the splash and offline screens, the update
// prompt, the install hint, the language choice) without i18next, which is 18 KB gzipped: those
// screens are the landing page's first load (issue #11: initial JS <= 100 KB), and i18next comes
// with the full app. The texts are the same JSON files i18next is given (locales/first-paint.ts),
// read the way i18next reads them for what these texts use: `{{name}}` and the plural suffixes.

type FirstPaintTexts = (typeof firstPaintResources)['no'];
export type FirstPaintNamespace = keyof FirstPaintTexts;

type PluralSuffix = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';
type WithoutPlural<K extends string> = K extends `${infer Key}_${PluralSuffix}` ? Key : K;

/** The dotted paths of a texts tree's strings ('hero.title'), plurals under their base key. */
type Keys<Tree, Prefix extends string = ''> = {
  [K in keyof Tree & string]: Tree[K] extends string
    ? WithoutPlural<`${Prefix}${K}`>
    : Keys<Tree[K], `${Prefix}${K}.`>;
}[keyof Tree & string];

export type FirstPaintKey<N extends FirstPaintNamespace> = Keys<FirstPaintTexts[N]>;
export type TranslateOptions = Record<string, string | number>;

/** A texts tree as the translator walks it: plain JSON objects with strings at the leaves. */
export type TextTree = { readonly [key: string]: string | TextTree };

function lookUp(tree: TextTree, path: string): string | undefined {
  let node: string | TextTree | undefined = tree;
  for (const part of path.split('.')) {
    if (typeof node !== 'object') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/**
 * `key` in `tree` as i18next (escapeValue off, no fallback language) gives it: with a numeric
 * `count` the plural form for `language` (`_zero` first for 0), `{{name}}` filled from `options`,
 * and the key itself when there is no such text.
 */
export function translate(
  tree: TextTree,
  language: Language,
  key: string,
  options: TranslateOptions = {},
): string {
  const { count } = options;
  let text: string | undefined;
  if (typeof count === 'number') {
    const rule = new Intl.PluralRules(language).select(count);
    text = (count === 0 ? lookUp(tree, `${key}_zero`) : undefined) ?? lookUp(tree, `${key}_${rule}`);
  }
  text ??= lookUp(tree, key);
  if (text === undefined) return key;
  return text.replace(/{{\s*([^{}\s]+)\s*}}/g, (placeholder, name: string) =>
    name in options ? String(options[name]) : placeholder,
  );
}

/** `t` for one first-paint namespace in the current language; re-renders when it changes. */
export function useFirstPaintTranslation<N extends FirstPaintNamespace>(namespace: N) {
  const language = useLanguage();
  const tree: TextTree = firstPaintResources[language][namespace];
  return {
    t: (key: FirstPaintKey<N>, options?: TranslateOptions) => translate(tree, language, key, options),
    language,
  };
}
