import { can } from '@shared/policy';
import type { Cabin, inviteBodySchema } from '@shared/schemas/cabins';
import { UserPlus } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { LabelledField } from '@/components/text-field';
import { TitledCard } from '@/components/titled-card';
import { toastFailure, toastSuccess } from '@/components/toast/notify';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import {
  useAllowBack,
  useInviteByUsername,
  useRemovedMembers,
  useSentInvitations,
  useWithdrawInvitation,
} from '@/features/cabins';
import { formatTimestamp } from '@/lib/dates';
import { useLanguage } from '@/lib/language';
import { useSchemaForm } from '@/lib/schema-form';

const loadInviteSchema = (): Promise<typeof inviteBodySchema> =>
  import('@shared/schemas/cabins').then((module) => module.inviteBodySchema);

/**
 * Who comes in (issue #13), for the owner and admins: invite someone by username (they answer
 * in the app), the open invitations with Withdraw, and the people removed from the cabin with
 * "Allow back" (until then the access code does not let them in).
 */
export function CabinAccessCard({ cabin }: { cabin: Cabin }) {
  const { t } = useTranslation('settings');
  if (!can(cabin.role, 'invite')) return null;
  return (
    <TitledCard
      title={t('access.title')}
      description={t('access.description')}
      testId="cabin-access-card"
      contentClassName="flex flex-col gap-6"
    >
      <InviteByUsernameForm />
      <SentInvitations />
      <RemovedPeople />
    </TitledCard>
  );
}

function InviteByUsernameForm() {
  const { t } = useTranslation('settings');
  const id = useId();
  const invite = useInviteByUsername();
  const form = useSchemaForm(loadInviteSchema, {
    defaultValues: { username: '' },
    messages: { username: t('access.usernameRequired') },
  });
  const problem = form.formState.errors.username?.message;

  const onValid = async ({ username }: z.output<typeof inviteBodySchema>) => {
    try {
      await invite.mutateAsync({ username });
      toastSuccess(t('access.invited'), t('access.invitedDescription', { name: `@${username}` }));
      form.reset({ username: '' });
    } catch (error) {
      form.setError('username', { type: 'server', message: toastFailure(t('access.inviteFailed'), error) });
    }
  };

  return (
    <form
      noValidate
      onSubmit={form.handleSubmit(onValid)}
      className="flex flex-col gap-1.5"
      data-testid="invite-username-form"
    >
      <LabelledField
        id={`${id}-username`}
        label={t('access.username')}
        error={problem}
        action={
          <Button type="submit" className="shrink-0" disabled={invite.isPending}>
            <UserPlus aria-hidden="true" />
            {invite.isPending ? t('access.submitting') : t('access.submit')}
          </Button>
        }
      >
        {(control) => (
          <Input
            {...control}
            {...form.register('username', { onChange: () => form.clearErrors('username') })}
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
          />
        )}
      </LabelledField>
    </form>
  );
}

function SentInvitations() {
  const { t } = useTranslation('settings');
  const language = useLanguage();
  const sent = useSentInvitations();
  const withdraw = useWithdrawInvitation();

  const onWithdraw = async (invitationId: string) => {
    try {
      await withdraw.mutateAsync({ invitationId });
      toastSuccess(t('access.withdrawn'));
    } catch (error) {
      toastFailure(t('access.withdrawFailed'), error);
    }
  };

  return (
    <section className="flex flex-col gap-2" data-testid="sent-invitations">
      <h3 className="font-medium text-slate-900">{t('access.sentTitle')}</h3>
      {sent.isError ? (
        <p className="text-sm text-red-700">{t('access.loadFailed')}</p>
      ) : (sent.data ?? []).length === 0 ? (
        <p className="text-sm text-slate-600">{t('access.sentEmpty')}</p>
      ) : (
        <ul className="flex flex-col divide-y divide-slate-100">
          {(sent.data ?? []).map((invitation) => (
            <li
              key={invitation.id}
              className="flex items-center gap-3 py-2"
              data-testid="sent-invitation-row"
            >
              <div className="flex min-w-0 flex-1 flex-col">
                <span className="truncate text-sm font-medium text-slate-900">
                  {invitation.invitee.name}{' '}
                  <span className="text-slate-600">@{invitation.invitee.username}</span>
                </span>
                <span className="text-xs text-slate-600">
                  {t('access.sentBy', {
                    name: invitation.invitedBy.name,
                    date: formatTimestamp(new Date(invitation.expiresAt), language),
                  })}
                </span>
              </div>
              <Button
                variant="outline"
                size="sm"
                disabled={withdraw.isPending}
                aria-label={t('access.withdrawFor', { name: invitation.invitee.name })}
                onClick={() => void onWithdraw(invitation.id)}
              >
                {t('access.withdraw')}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function RemovedPeople() {
  const { t } = useTranslation('settings');
  const language = useLanguage();
  const removed = useRemovedMembers();
  const allowBack = useAllowBack();

  const onAllow = async (userId: string, name: string) => {
    try {
      await allowBack.mutateAsync({ userId });
      toastSuccess(t('access.allowedBack'), t('access.allowedBackDescription', { name }));
    } catch (error) {
      toastFailure(t('access.allowBackFailed'), error);
    }
  };

  return (
    <section className="flex flex-col gap-2" data-testid="removed-members">
      <h3 className="font-medium text-slate-900">{t('access.removedTitle')}</h3>
      {removed.isError ? (
        <p className="text-sm text-red-700">{t('access.loadFailed')}</p>
      ) : (removed.data ?? []).length === 0 ? (
        <p className="text-sm text-slate-600">{t('access.removedEmpty')}</p>
      ) : (
        <ul className="flex flex-col divide-y divide-slate-100">
          {(removed.data ?? []).map((person) => {
            const date = formatTimestamp(new Date(person.removedAt), language);
            return (
              <li key={person.id} className="flex items-center gap-3 py-2" data-testid="removed-member-row">
                <div className="flex min-w-0 flex-1 flex-col">
                  <span className="truncate text-sm font-medium text-slate-900">
                    {person.fullName} <span className="text-slate-600">@{person.username}</span>
                  </span>
                  <span className="text-xs text-slate-600">
                    {person.removedBy
                      ? t('access.removedBy', { name: person.removedBy.name, date })
                      : t('access.removedOn', { date })}
                  </span>
                </div>
                <Button
                  variant="outline"
                  size="sm"
                  disabled={allowBack.isPending}
                  aria-label={t('access.allowBackFor', { name: person.fullName })}
                  onClick={() => void onAllow(person.id, person.fullName)}
                >
                  {t('access.allowBack')}
                </Button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
