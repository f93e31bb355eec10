import { IDENTITY_BASE_PATH } from '@shared/constants';
import type { changeEmailFormSchema } from '@shared/schemas/auth';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { TextField } from '@/components/text-field';
import { TitledCard } from '@/components/titled-card';
import { toastFailure, toastSuccess } from '@/components/toast/notify';
import { Button } from '@/components/ui/button';
import { useCurrentUser } from '@/features/auth';
import { ApiError, apiFetch } from '@/lib/api-client';
import { useSchemaForm } from '@/lib/schema-form';

const loadSchema = (): Promise<typeof changeEmailFormSchema> =>
  import('@shared/schemas/auth').then((module) => module.changeEmailFormSchema);

const EMPTY = { newEmail: '', currentPassword: '' };

/**
 * Change e-mail address (issues #14 and #36): with the current password; a link goes to the
 * current address first, then one to the new address, and the address changes when both are opened.
 */
export function EmailCard() {
  const { t } = useTranslation('settings');
  const user = useCurrentUser();
  const id = useId();
  const form = useSchemaForm(loadSchema, {
    defaultValues: EMPTY,
    messages: { newEmail: t('email.invalid'), currentPassword: t('email.passwordRequired') },
  });
  const errors = form.formState.errors;

  const onValid = async ({ newEmail, currentPassword }: z.output<typeof changeEmailFormSchema>) => {
    try {
      // The identity provider's own call, which Hytta's server answers itself (the password check).
      await apiFetch(`${IDENTITY_BASE_PATH}/change-email`, {
        method: 'POST',
        body: { newEmail, currentPassword, callbackURL: '/settings' },
      });
    } catch (error) {
      if (error instanceof ApiError && error.code === 'invalid_password') {
        form.setError('currentPassword', { type: 'server', message: t('password.errors.incorrectCurrent') });
        return;
      }
      toastFailure(t('email.failed'), error);
      return;
    }
    form.reset(EMPTY);
    toastSuccess(t('email.sent'), t('email.sentDescription', { email: user.email }));
  };

  const field = (name: keyof typeof EMPTY, label: string, type: string, autoComplete: string) => {
    return (
      <TextField
        id={`${id}-${name}`}
        {...form.register(name)}
        label={label}
        error={errors[name]?.message}
        type={type}
        autoComplete={autoComplete}
      />
    );
  };

  return (
    <TitledCard
      title={t('email.title')}
      description={t('email.description', { email: user.email })}
      testId="email-card"
    >
      <form noValidate onSubmit={form.handleSubmit(onValid)} className="flex flex-col gap-4">
        {field('newEmail', t('email.label'), 'email', 'email')}
        {field('currentPassword', t('email.password'), 'password', 'current-password')}
        <Button type="submit" className="self-start" disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? t('email.submitting') : t('email.submit')}
        </Button>
      </form>
    </TitledCard>
  );
}
