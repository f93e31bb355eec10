import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { InvitationList, useMyInvitations } from '@/features/cabins';

/** Invitations to the user and ownership offers, to accept or decline; hidden when there are none. */
export function InvitationsCard() {
  const { t } = useTranslation('settings');
  const id = useId();
  const data = useMyInvitations().data;
  if (!data || (data.invitations.length === 0 && data.ownershipOffers.length === 0)) return null;
  return (
    <Card aria-labelledby={`${id}-title`} data-testid="invitations-card" className="border-brand-200">
      <CardHeader>
        <CardTitle id={`${id}-title`}>{t('invitations.title')}</CardTitle>
        <CardDescription>{t('invitations.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        <InvitationList compact />
      </CardContent>
    </Card>
  );
}
