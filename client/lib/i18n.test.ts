import { describe, expect, it } from 'vitest';
import { resources } from '@/locales/resources';

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : flatten(value, `${prefix}${key}.`),
  );
}

describe('translations', () => {
  const namespaces = Object.keys(resources.no) as (keyof typeof resources.no)[];

  it.each(namespaces)('namespace %s has the same keys in Norwegian and English', (namespace) => {
    const norwegian = flatten(resources.no[namespace] as Tree).sort();
    const english = flatten(resources.en[namespace] as Tree).sort();
    expect(english).toEqual(norwegian);
  });

  it.each(namespaces)('namespace %s has no empty text', (namespace) => {
    for (const language of ['no', 'en'] as const) {
      const tree = resources[language][namespace] as Tree;
      const empty = flatten(tree).filter((key) => {
        const value = key
          .split('.')
          .reduce<Tree | string | undefined>(
            (node, part) => (typeof node === 'object' ? node[part] : undefined),
            tree,
          );
        return typeof value !== 'string' || value.trim() === '';
      });
      expect(empty, `${language}/${namespace}`).toEqual([]);
    }
  });
});
