import type { Cabin, inviteByEmailFormSchema } from '@shared/schemas/cabins';
import { Mail } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { LabelledField } from '@/components/text-field';
import { TitledCard } from '@/components/titled-card';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { useSchemaForm } from '@/lib/schema-form';
import { buildInviteMailto } from '../lib/invite-mailto';

const loadSchema = (): Promise<typeof inviteByEmailFormSchema> =>
  import('@shared/schemas/cabins').then((module) => module.inviteByEmailFormSchema);

/** Opens a URL; a prop so tests can see the `mailto:` link without leaving the page. */
export type OpenUrl = (url: string) => void;

const openInMailProgram: OpenUrl = (url) => {
  window.location.href = url;
};

/**
 * Invite by e-mail (product section 5): needs an e-mail address, makes no server call, and opens
 * the user's mail program with a message holding the cabin name, access code and app address.
 */
export function InviteCard({ cabin, openUrl = openInMailProgram }: { cabin: Cabin; openUrl?: OpenUrl }) {
  const { t } = useTranslation('settings');
  const id = useId();
  const form = useSchemaForm(loadSchema, {
    defaultValues: { email: '' },
    messages: {
      email: {
        too_small: t('invite.errors.required'),
        invalid_type: t('invite.errors.required'),
        default: t('invite.errors.invalid'),
      },
    },
  });
  const problem = form.formState.errors.email?.message;

  const onValid = ({ email }: z.output<typeof inviteByEmailFormSchema>) => {
    openUrl(
      buildInviteMailto(
        {
          to: email,
          cabinName: cabin.name,
          accessCode: cabin.accessCode ?? '',
          appUrl: window.location.origin,
        },
        t,
      ),
    );
  };

  return (
    <TitledCard title={t('invite.title')} description={t('invite.description')} testId="invite-card">
      <form
        noValidate
        onSubmit={form.handleSubmit(onValid)}
        className="flex flex-col gap-1.5"
        data-testid="invite-form"
      >
        <LabelledField
          id={`${id}-email`}
          label={t('invite.email')}
          error={problem}
          action={
            <Button type="submit" className="shrink-0">
              <Mail aria-hidden="true" />
              {t('invite.submit')}
            </Button>
          }
        >
          {(control) => (
            <Input
              {...control}
              {...form.register('email')}
              type="email"
              inputMode="email"
              autoComplete="off"
              required
            />
          )}
        </LabelledField>
      </form>
    </TitledCard>
  );
}
