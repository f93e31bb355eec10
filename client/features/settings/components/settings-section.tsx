import { useTranslation } from 'react-i18next';
import { LanguageCard } from './language-card';
import { PasswordCard } from './password-card';
import { ProfileCard } from './profile-card';

/**
 * Settings (spec section 2). For now: profile (read only), language and password change; cabin
 * information, cabins, members and owner settings come with the cabin feature.
 */
export function SettingsSection() {
  const { t } = useTranslation('settings');
  return (
    <div data-testid="section-settings" className="flex max-w-2xl flex-col gap-6">
      <h1 className="text-2xl font-bold tracking-tight text-brand-900 max-md:sr-only">{t('title')}</h1>
      <ProfileCard />
      <LanguageCard />
      <PasswordCard />
    </div>
  );
}
