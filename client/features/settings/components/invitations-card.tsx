import { useTranslation } from 'react-i18next';
import { TitledCard } from '@/components/titled-card';
import { InvitationList, useMyInvitations } from '@/features/cabins';

/** Invitations to the user and ownership offers, to accept or decline; hidden when there are none. */
export function InvitationsCard() {
  const { t } = useTranslation('settings');
  const data = useMyInvitations().data;
  if (!data || (data.invitations.length === 0 && data.ownershipOffers.length === 0)) return null;
  return (
    <TitledCard
      title={t('invitations.title')}
      description={t('invitations.description')}
      testId="invitations-card"
      className="border-brand-200"
    >
      <InvitationList compact />
    </TitledCard>
  );
}
