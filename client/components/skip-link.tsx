import { useFirstPaintTranslation } from '@/lib/first-paint-translation';

/** The first focusable element of a page: jumps keyboard users past the header to `#main-content`. */
export function SkipLink() {
  const { t } = useFirstPaintTranslation('common');
  return (
    <a
      href="#main-content"
      className="sr-only z-50 rounded-md bg-white px-4 py-2 font-medium text-brand-900 shadow focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
    >
      {t('skipToContent')}
    </a>
  );
}
