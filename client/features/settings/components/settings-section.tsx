import { can } from '@shared/policy';
import type { Cabin } from '@shared/schemas/cabins';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { SectionTitle } from '@/components/section-parts';
import { useCurrentUser } from '@/features/auth';
import { BookingRulesCard } from '@/features/booking-rules';
import { useCabin } from '@/features/cabins';
import { HouseholdsCard } from '@/features/fair-share';
import { NotificationsCard } from '@/features/messages';
import { PowerPriceCard } from '@/features/power';
import { useSignInMethods } from '../api/get-sign-in-methods';
import { AccountCard } from './account-card';
import { CabinAccessCard } from './cabin-access-card';
import { CabinInfoCard } from './cabin-info-card';
import { CabinsCard } from './cabins-card';
import { EmailCard } from './email-card';
import { ErrorNotice } from './error-notice';
import { InvitationsCard } from './invitations-card';
import { InviteCard } from './invite-card';
import { LanguageCard } from './language-card';
import { LeaveCabinCard } from './leave-cabin-card';
import { MembersCard } from './members-card';
import { OwnerSettingsCard } from './owner-settings-card';
import { PasskeysCard } from './passkeys-card';
import { PasswordCard } from './password-card';
import { ProfileCard } from './profile-card';
import { SignInMethodsCard } from './sign-in-methods-card';

/**
 * Settings (product section 2): invitations to the user (when any), profile, cabin information,
 * invitation by e-mail (owner and admins), my cabins, members, households, booking rules and access
 * (owner and admins),
 * language, password, passkeys, owner settings (owner) or leave cabin (everyone else), and at the end the
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
      <InvitationsCard />
      <ProfileCard />
      {user.currentCabinId && !current ? <CabinStatus failed={cabin.isError} /> : null}
      {current ? (
        <>
          <CabinInfoCard cabin={current} />
          {/* Inviting is the owner's and admins' power (issue #13, decision 005). */}
          {current.accessCode !== null ? <InviteCard cabin={current} /> : null}
        </>
      ) : null}
      <CabinsCard />
      {current ? (
        <>
          <MembersCard cabin={current} />
          {/* Issue #16: the households peak weeks and costs are shared by; a chunk of its own. */}
          <Suspense fallback={null}>
            <HouseholdsCard />
          </Suspense>
          {/* Issue #40: the rules around members' stays, set by the owner and admins. */}
          {can(current.role, 'manageBookingRules') ? (
            <Suspense fallback={null}>
              <BookingRulesCard />
            </Suspense>
          ) : null}
          {/* Issue #41: the power price (owner and admins edit, members read) and the meter readings. */}
          <Suspense fallback={null}>
            <PowerPriceCard cabin={current} />
          </Suspense>
          <CabinAccessCard cabin={current} />
        </>
      ) : null}
      <Suspense fallback={null}>
        <NotificationsCard />
      </Suspense>
      <LanguageCard />
      <SignInMethodsCard />
      <EmailCard />
      <PasswordWhenSet />
      <PasskeysCard />
      {current ? <DangerZone cabin={current} /> : null}
      <AccountCard />
    </div>
  );
}

/** Changing a password needs one: an account made through a provider chooses its first above. */
function PasswordWhenSet() {
  const methods = useSignInMethods();
  return methods.data?.password === false ? null : <PasswordCard />;
}

function DangerZone({ cabin }: { cabin: Cabin }) {
  // The owner cannot leave: they hand the cabin over or delete it.
  return can(cabin.role, 'leave') ? <LeaveCabinCard cabin={cabin} /> : <OwnerSettingsCard cabin={cabin} />;
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
