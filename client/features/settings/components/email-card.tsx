import type { changeEmailFormSchema } from '@shared/schemas/auth';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { LabelledField } from '@/components/text-field';
import { toastFailure, toastSuccess } from '@/components/toast/notify';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { useCurrentUser } from '@/features/auth';
import { authClient } from '@/lib/auth-client';
import { useSchemaForm } from '@/lib/schema-form';

const loadSchema = (): Promise<typeof changeEmailFormSchema> =>
  import('@shared/schemas/auth').then((module) => module.changeEmailFormSchema);

/** Change e-mail address (issue #14): confirmed by a link sent to the new address. */
export function EmailCard() {
  const { t } = useTranslation('settings');
  const user = useCurrentUser();
  const id = useId();
  const form = useSchemaForm(loadSchema, {
    defaultValues: { newEmail: '' },
    messages: { newEmail: t('email.invalid') },
  });

  const onValid = async ({ newEmail }: z.output<typeof changeEmailFormSchema>) => {
    const result = await authClient.changeEmail({ newEmail, callbackURL: '/settings' });
    if (result.error) {
      toastFailure(t('email.failed'), new Error(result.error.message ?? ''));
      return;
    }
    form.reset({ newEmail: '' });
    toastSuccess(t('email.sent'), t('email.sentDescription', { email: newEmail }));
  };

  return (
    <Card aria-labelledby={`${id}-title`} data-testid="email-card">
      <CardHeader>
        <CardTitle id={`${id}-title`}>{t('email.title')}</CardTitle>
        <CardDescription>{t('email.description', { email: user.email })}</CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={form.handleSubmit(onValid)}>
          <LabelledField
            id={`${id}-email`}
            label={t('email.label')}
            error={form.formState.errors.newEmail?.message}
            action={
              <Button type="submit" className="shrink-0" disabled={form.formState.isSubmitting}>
                {form.formState.isSubmitting ? t('email.submitting') : t('email.submit')}
              </Button>
            }
          >
            {(control) => (
              <Input {...control} {...form.register('newEmail')} type="email" autoComplete="email" />
            )}
          </LabelledField>
        </form>
      </CardContent>
    </Card>
  );
}
