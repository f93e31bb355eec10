import { USERNAME_MAX, USERNAME_MIN } from '@shared/constants';
import type { updateProfileBodySchema } from '@shared/schemas/profile';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { LabelledField } from '@/components/text-field';
import { toastFailure, toastSuccess } from '@/components/toast/notify';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { useSchemaForm } from '@/lib/schema-form';
import { useUpdateProfile } from '../api/update-profile';

const loadSchema = (): Promise<typeof updateProfileBodySchema> =>
  import('@shared/schemas/profile').then((module) => module.updateProfileBodySchema);

/**
 * The username others see (@kari) and sign in with. An account made through Vipps or Google got
 * one made from the name (issue #39); anyone may choose another that nobody else has.
 */
export function UsernameForm({ saved }: { saved: string }) {
  const { t } = useTranslation('settings');
  const id = useId();
  const update = useUpdateProfile();
  const form = useSchemaForm(loadSchema, {
    defaultValues: { username: saved },
    messages: {
      username: {
        too_small: t('profile.errors.usernameLength', { min: USERNAME_MIN, max: USERNAME_MAX }),
        too_big: t('profile.errors.usernameLength', { min: USERNAME_MIN, max: USERNAME_MAX }),
        invalid_format: t('profile.errors.usernamePattern'),
      },
    },
  });
  const value = form.watch('username') ?? '';
  const unchanged = value.trim() === saved;

  const onValid = async ({ username }: z.output<typeof updateProfileBodySchema>) => {
    if (update.isPending || unchanged || username === undefined) return;
    try {
      await update.mutateAsync({ username });
      toastSuccess(t('profile.usernameSaved'));
    } catch (error) {
      form.setError('username', { type: 'server', message: toastFailure(t('profile.updateFailed'), error) });
    }
  };

  return (
    <form
      noValidate
      onSubmit={form.handleSubmit(onValid)}
      className="flex flex-col gap-1.5"
      data-testid="username-form"
    >
      <LabelledField
        id={`${id}-input`}
        label={t('profile.username')}
        hint={t('profile.usernameHint', { min: USERNAME_MIN, max: USERNAME_MAX })}
        error={form.formState.errors.username?.message}
        action={
          <Button type="submit" className="shrink-0" disabled={update.isPending || unchanged}>
            {update.isPending ? t('profile.saving') : t('profile.saveUsername')}
          </Button>
        }
      >
        {(control) => (
          <Input
            {...control}
            {...form.register('username', { onChange: () => form.clearErrors('username') })}
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            maxLength={USERNAME_MAX}
          />
        )}
      </LabelledField>
    </form>
  );
}
