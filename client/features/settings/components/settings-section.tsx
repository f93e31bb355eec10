import type { Cabin } from '@shared/schemas/cabins';
import { useTranslation } from 'react-i18next';
import { SectionTitle } from '@/components/section-parts';
import { useCurrentUser } from '@/features/auth';
import { useCabin } from '@/features/cabins';
import { AccountCard } from './account-card';
import { CabinInfoCard } from './cabin-info-card';
import { CabinsCard } from './cabins-card';
import { ErrorNotice } from './error-notice';
import { InviteCard } from './invite-card';
import { LanguageCard } from './language-card';
import { LeaveCabinCard } from './leave-cabin-card';
import { MembersCard } from './members-card';
import { OwnerSettingsCard } from './owner-settings-card';
import { PasswordCard } from './password-card';
import { ProfileCard } from './profile-card';

/**
 * Settings (spec section 2): profile, cabin information, invitation, my cabins, members,
 * language, password, owner settings (owner) or leave cabin (everyone else), and at the end the
 * user's own data: download it, or delete the account (decision 020).
 * Without a current cabin the cabin cards are left out.
 */
export function SettingsSection() {
  const { t } = useTranslation('settings');
  const user = useCurrentUser();
  const cabin = useCabin();
  const current = user.currentCabinId && cabin.data?.id === user.currentCabinId ? cabin.data : null;

  return (
    <div data-testid="section-settings" className="flex max-w-2xl flex-col gap-6">
      <SectionTitle>{t('title')}</SectionTitle>
      <ProfileCard />
      {user.currentCabinId && !current ? <CabinStatus failed={cabin.isError} /> : null}
      {current ? (
        <>
          <CabinInfoCard cabin={current} />
          <InviteCard cabin={current} />
        </>
      ) : null}
      <CabinsCard />
      {current ? <MembersCard cabin={current} /> : null}
      <LanguageCard />
      <PasswordCard />
      {current ? <DangerZone cabin={current} /> : null}
      <AccountCard />
    </div>
  );
}

function DangerZone({ cabin }: { cabin: Cabin }) {
  return cabin.role === 'owner' ? <OwnerSettingsCard cabin={cabin} /> : <LeaveCabinCard cabin={cabin} />;
}

function CabinStatus({ failed }: { failed: boolean }) {
  const { t } = useTranslation('settings');
  const { t: tc } = useTranslation();
  return failed ? (
    <ErrorNotice>{t('cabin.loadFailed')}</ErrorNotice>
  ) : (
    <p role="status" className="text-sm text-slate-600" data-testid="cabin-loading">
      {tc('states.loading')}
    </p>
  );
}
