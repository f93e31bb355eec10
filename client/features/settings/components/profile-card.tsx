import { DISPLAY_NAME_MAX } from '@shared/constants';
import type { updateProfileBodySchema } from '@shared/schemas/profile';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { LabelledField } from '@/components/text-field';
import { TitledCard } from '@/components/titled-card';
import { toastFailure, toastSuccess } from '@/components/toast/notify';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { useCurrentUser } from '@/features/auth';
import { useSchemaForm } from '@/lib/schema-form';
import { useUpdateProfile } from '../api/update-profile';
import { ProfilePicture } from './profile-picture';
import { SettingsFact, SettingsFacts } from './settings-facts';
import { UsernameForm } from './username-form';

/** The signed-in user's profile: picture, full name, username and e-mail, and a display name. */
export function ProfileCard() {
  const { t } = useTranslation('settings');
  const user = useCurrentUser();
  return (
    <TitledCard
      title={t('profile.title')}
      description={t('profile.description')}
      testId="profile-card"
      contentClassName="flex flex-col gap-6"
    >
      <ProfilePicture user={user} />
      <SettingsFacts>
        <SettingsFact label={t('profile.fullName')} testId="profile-full-name" truncate>
          {user.fullName}
        </SettingsFact>
        <SettingsFact label={t('profile.username')} testId="profile-username" truncate>
          @{user.username}
        </SettingsFact>
        <SettingsFact label={t('profile.email')} testId="profile-email" truncate>
          {user.email}
        </SettingsFact>
      </SettingsFacts>
      {/* Keyed by the saved value so the field follows updates made elsewhere. */}
      <DisplayNameForm key={user.displayName ?? ''} saved={user.displayName ?? ''} fullName={user.fullName} />
      <UsernameForm key={user.username} saved={user.username} />
    </TitledCard>
  );
}

const loadSchema = (): Promise<typeof updateProfileBodySchema> =>
  import('@shared/schemas/profile').then((module) => module.updateProfileBodySchema);

function DisplayNameForm({ saved, fullName }: { saved: string; fullName: string }) {
  const { t } = useTranslation('settings');
  const id = useId();
  const update = useUpdateProfile();
  const form = useSchemaForm(loadSchema, {
    defaultValues: { displayName: saved },
    messages: { displayName: t('profile.errors.displayNameTooLong', { max: DISPLAY_NAME_MAX }) },
  });
  const value = form.watch('displayName') ?? '';
  const unchanged = value.trim() === saved.trim();
  const problem = form.formState.errors.displayName?.message;

  const onValid = async ({ displayName }: z.output<typeof updateProfileBodySchema>) => {
    if (update.isPending || unchanged) return;
    try {
      await update.mutateAsync({ displayName: displayName ?? null });
      toastSuccess(t('profile.updated'));
    } catch (error) {
      form.setError('displayName', {
        type: 'server',
        message: toastFailure(t('profile.updateFailed'), error),
      });
    }
  };

  return (
    <form
      noValidate
      onSubmit={form.handleSubmit(onValid)}
      className="flex flex-col gap-1.5"
      data-testid="display-name-form"
    >
      <LabelledField
        id={`${id}-input`}
        label={t('profile.displayName')}
        hint={t('profile.displayNameHint')}
        error={problem}
        action={
          <Button type="submit" className="shrink-0" disabled={update.isPending || unchanged}>
            {update.isPending ? t('profile.saving') : t('profile.save')}
          </Button>
        }
      >
        {(control) => (
          <Input
            {...control}
            {...form.register('displayName', { onChange: () => form.clearErrors('displayName') })}
            autoComplete="nickname"
            maxLength={DISPLAY_NAME_MAX}
            placeholder={fullName}
          />
        )}
      </LabelledField>
    </form>
  );
}
