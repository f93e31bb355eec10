import { useFirstPaintTranslation } from '@/lib/first-paint-translation';

export function LandingFooter() {
  const { t } = useFirstPaintTranslation('landing');
  const year = new Date().getFullYear();
  return (
    <footer className="bg-brand-900 text-sand-100">
      <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-10 sm:px-6 md:flex-row md:items-end md:justify-between">
        <div className="flex flex-col gap-2">
          <p className="flex items-center gap-2 text-lg font-bold text-white">
            <img src="/favicon.svg" alt="" width={28} height={28} className="size-7" />
            Hytta
          </p>
          <p className="text-sm text-brand-100">{t('footer.tagline')}</p>
        </div>
        <div className="flex flex-col gap-1 text-sm text-brand-100 md:items-end">
          <p>{t('footer.copyright', { year })}</p>
          <p>{t('footer.credit')}</p>
        </div>
      </div>
    </footer>
  );
}
