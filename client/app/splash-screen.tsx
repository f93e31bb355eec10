import { useFirstPaintTranslation } from '@/lib/first-paint-translation';

export function SplashScreen() {
  const { t } = useFirstPaintTranslation('common');
  return (
    <div className="flex min-h-dvh items-center justify-center" role="status" aria-live="polite">
      <span className="text-brand-700">{t('states.loading')}</span>
    </div>
  );
}
