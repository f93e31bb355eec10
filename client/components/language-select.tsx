import { LANGUAGES } from '@shared/constants';
import { clsx } from 'clsx';
import { ChevronDown, Globe } from 'lucide-react';
import { useId } from 'react';
import { useFirstPaintTranslation } from '@/lib/first-paint-translation';
import { changeLanguage, isLanguage } from '@/lib/language';

/**
 * The Norsk / English choice (product section 2). The choice is stored in local storage under
 * `language` by `changeLanguage`, and every translated text re-renders at once. On the landing
 * page's first load, so `className` is joined without Tailwind Merge: it may add, not override.
 */
export function LanguageSelect({ className }: { className?: string }) {
  const { t, language } = useFirstPaintTranslation('common');
  const id = useId();
  return (
    <div className={clsx('relative inline-flex items-center', className)}>
      <label htmlFor={id} className="sr-only">
        {t('language.label')}
      </label>
      <Globe className="pointer-events-none absolute left-2.5 size-4 text-brand-700" aria-hidden="true" />
      <select
        id={id}
        value={language}
        onChange={(event) => {
          const next = event.target.value;
          // A failed load of the new language's texts keeps the current language (still selected).
          if (isLanguage(next)) changeLanguage(next).catch(() => undefined);
        }}
        className="h-9 cursor-pointer appearance-none rounded-md border border-slate-300 bg-white py-1 pr-8 pl-8 text-sm font-medium text-slate-900 shadow-xs hover:bg-sand-50"
      >
        {LANGUAGES.map((code) => (
          <option key={code} value={code} lang={code === 'no' ? 'nb' : 'en'}>
            {t(`language.${code}`)}
          </option>
        ))}
      </select>
      <ChevronDown
        className="pointer-events-none absolute right-2.5 size-4 text-slate-600"
        aria-hidden="true"
      />
    </div>
  );
}
