import { useTranslation } from 'react-i18next';

export function SplashScreen() {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-dvh items-center justify-center" role="status" aria-live="polite">
      <span className="text-brand-700">{t('states.loading')}</span>
    </div>
  );
}
