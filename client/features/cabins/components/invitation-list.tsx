import type { Invitation, OwnershipOffer } from '@shared/schemas/invitations';
import { Crown, Mail } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toastFailure, toastSuccess } from '@/components/toast/notify';
import { Button } from '@/components/ui/button';
import { formatTimestamp } from '@/lib/dates';
import { useLanguage } from '@/lib/language';
import { useAnswerInvitation } from '../api/answer-invitation';
import { useAnswerOwnershipOffer } from '../api/answer-ownership-offer';
import { useMyInvitations } from '../api/get-invitations';

/**
 * The caller's open invitations and the ownership offers made to them, each with Accept and
 * Decline (issue #13): nobody becomes a member or an owner without saying yes. Shown in the
 * bell's panel and in Settings; renders nothing while there is nothing to answer.
 */
export function InvitationList({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation('cabins');
  const invitations = useMyInvitations().data;
  if (!invitations || (invitations.invitations.length === 0 && invitations.ownershipOffers.length === 0)) {
    return null;
  }
  return (
    <section aria-label={t('invitations.heading')} data-testid="invitation-list">
      <ul className={compact ? 'flex flex-col divide-y divide-slate-100' : 'flex flex-col gap-3'}>
        {invitations.ownershipOffers.map((offer) => (
          <OfferRow key={`offer-${offer.cabin.id}`} offer={offer} />
        ))}
        {invitations.invitations.map((invitation) => (
          <InvitationRow key={invitation.id} invitation={invitation} />
        ))}
      </ul>
    </section>
  );
}

function InvitationRow({ invitation }: { invitation: Invitation }) {
  const { t } = useTranslation('cabins');
  const language = useLanguage();
  const answer = useAnswerInvitation();
  const cabinName = invitation.cabin.name;

  const respond = async (choice: 'accept' | 'decline') => {
    try {
      await answer.mutateAsync({ invitationId: invitation.id, answer: choice });
      toastSuccess(
        choice === 'accept' ? t('invitations.accepted', { cabinName }) : t('invitations.declined'),
      );
    } catch (error) {
      toastFailure(t('invitations.failed'), error);
    }
  };

  return (
    <li className="flex flex-col gap-2 py-3" data-testid="invitation-row">
      <p className="flex items-start gap-2 text-sm text-slate-900">
        <Mail className="mt-0.5 size-4 shrink-0 text-brand-700" aria-hidden="true" />
        <span>
          {t('invitations.invitedBy', { name: invitation.invitedBy.name, cabinName })}
          <span className="block text-xs text-slate-600">
            {t('invitations.expires', { date: formatTimestamp(new Date(invitation.expiresAt), language) })}
          </span>
        </span>
      </p>
      <Answers
        pending={answer.isPending}
        acceptLabel={t('invitations.acceptInvitationFor', { cabinName })}
        declineLabel={t('invitations.declineInvitationFor', { cabinName })}
        onAnswer={(choice) => void respond(choice)}
      />
    </li>
  );
}

function OfferRow({ offer }: { offer: OwnershipOffer }) {
  const { t } = useTranslation('cabins');
  const answer = useAnswerOwnershipOffer();
  const cabinName = offer.cabin.name;

  const respond = async (choice: 'accept' | 'decline') => {
    try {
      await answer.mutateAsync({ cabinId: offer.cabin.id, answer: choice });
      toastSuccess(
        choice === 'accept' ? t('invitations.offerAccepted', { cabinName }) : t('invitations.offerDeclined'),
      );
    } catch (error) {
      toastFailure(t('invitations.failed'), error);
    }
  };

  return (
    <li className="flex flex-col gap-2 py-3" data-testid="ownership-offer-row">
      <p className="flex items-start gap-2 text-sm text-slate-900">
        <Crown className="mt-0.5 size-4 shrink-0 text-amber-700" aria-hidden="true" />
        <span>
          {t('invitations.offer', { name: offer.from.name, cabinName })}
          <span className="block text-xs text-slate-600">
            {t('invitations.offerHint', { name: offer.from.name })}
          </span>
        </span>
      </p>
      <Answers
        pending={answer.isPending}
        acceptLabel={t('invitations.acceptOfferFor', { cabinName })}
        declineLabel={t('invitations.declineOfferFor', { cabinName })}
        onAnswer={(choice) => void respond(choice)}
      />
    </li>
  );
}

function Answers({
  pending,
  acceptLabel,
  declineLabel,
  onAnswer,
}: {
  pending: boolean;
  acceptLabel: string;
  declineLabel: string;
  onAnswer: (choice: 'accept' | 'decline') => void;
}) {
  const { t } = useTranslation('cabins');
  return (
    <div className="flex gap-2 pl-6">
      <Button size="sm" disabled={pending} aria-label={acceptLabel} onClick={() => onAnswer('accept')}>
        {t('invitations.accept')}
      </Button>
      <Button
        size="sm"
        variant="outline"
        disabled={pending}
        aria-label={declineLabel}
        onClick={() => onAnswer('decline')}
      >
        {t('invitations.decline')}
      </Button>
    </div>
  );
}
