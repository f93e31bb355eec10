import { PASSWORD_MAX, PASSWORD_MIN } from '@shared/constants';
import type { changePasswordFormSchema } from '@shared/schemas/auth';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { TextField } from '@/components/text-field';
import { TitledCard } from '@/components/titled-card';
import { toast } from '@/components/toast/toast-store';
import { Button } from '@/components/ui/button';
import { useCurrentUser } from '@/features/auth';
import { useSchemaForm } from '@/lib/schema-form';
import { ChangePasswordError, useChangePassword } from '../api/change-password';
import { ErrorNotice } from './error-notice';

type Field = 'current' | 'new' | 'confirm';

const EMPTY = { current: '', new: '', confirm: '' };
const AUTOCOMPLETE: Record<Field, string> = {
  current: 'current-password',
  new: 'new-password',
  confirm: 'new-password',
};

const loadSchema = (): Promise<typeof changePasswordFormSchema> =>
  import('@shared/schemas/auth').then((module) => module.changePasswordFormSchema);

/** Password change: current, new (at least PASSWORD_MIN characters) and a matching confirmation. */
export function PasswordCard() {
  const { t } = useTranslation('settings');
  const { t: tc } = useTranslation();
  const user = useCurrentUser();
  const id = useId();
  const change = useChangePassword();
  const form = useSchemaForm(loadSchema, {
    defaultValues: EMPTY,
    messages: {
      current: t('password.errors.currentRequired'),
      new: {
        too_small: t('password.errors.tooShort', { min: PASSWORD_MIN }),
        too_big: t('password.errors.tooLong', { max: PASSWORD_MAX }),
      },
      confirm: t('password.errors.mismatch'),
    },
  });
  const errors = form.formState.errors;

  const onValid = (values: z.output<typeof changePasswordFormSchema>) => {
    if (change.isPending) return;
    change.mutate(
      { currentPassword: values.current, newPassword: values.new },
      {
        onSuccess: () => {
          form.reset(EMPTY);
          toast({
            variant: 'success',
            title: t('password.success'),
            description: t('password.successDescription'),
          });
        },
        onError: (error) => {
          const refusal = refusalOf(error);
          if (refusal.field) {
            form.setError(refusal.field, { type: 'server', message: refusal.message }, { shouldFocus: true });
          } else {
            form.setError('root', { type: 'server', message: refusal.message });
            toast({ variant: 'destructive', title: tc('toast.error'), description: refusal.message });
          }
        },
      },
    );
  };

  const refusalOf = (error: Error): { field?: Field; message: string } => {
    if (!(error instanceof ChangePasswordError)) return { message: tc('errors.network') };
    switch (error.code) {
      case 'INVALID_PASSWORD':
        return { field: 'current', message: t('password.errors.incorrectCurrent') };
      case 'PASSWORD_TOO_SHORT':
        return { field: 'new', message: t('password.errors.tooShort', { min: PASSWORD_MIN }) };
      case 'PASSWORD_TOO_LONG':
        return { field: 'new', message: t('password.errors.tooLong', { max: PASSWORD_MAX }) };
      default:
        // Product section 8: the server's message, else our own text.
        return { message: error.message || t('password.errors.failed') };
    }
  };

  const field = (name: Field, label: string, hint?: string) => {
    return (
      <TextField
        id={`${id}-${name}`}
        {...form.register(name, { onChange: () => form.clearErrors('root') })}
        label={label}
        hint={hint}
        error={errors[name]?.message}
        type="password"
        autoComplete={AUTOCOMPLETE[name]}
      />
    );
  };

  return (
    <TitledCard title={t('password.title')} description={t('password.description')}>
      <form
        noValidate
        onSubmit={form.handleSubmit(onValid)}
        className="flex flex-col gap-4"
        data-testid="password-form"
      >
        {/* Lets password managers tie the new password to the account. */}
        <input type="text" name="username" autoComplete="username" value={user.username} readOnly hidden />
        {field('current', t('password.current'))}
        {field('new', t('password.new'), t('password.hint', { min: PASSWORD_MIN }))}
        {field('confirm', t('password.confirm'))}
        {errors.root?.message ? <ErrorNotice>{errors.root.message}</ErrorNotice> : null}
        <div>
          <Button type="submit" disabled={change.isPending}>
            {change.isPending ? t('password.submitting') : t('password.submit')}
          </Button>
        </div>
      </form>
    </TitledCard>
  );
}
