import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearch } from 'wouter';
import { toastSuccess } from '@/components/toast/notify';
import { authClient } from '@/lib/auth-client';
import { providerErrorMessage } from './auth-errors';
import { authPath } from './auth-mode';
import { FormAlert } from './form-alert';
import { FormField } from './form-field';
import { SubmitButton } from './submit-button';
import { useAuthForm } from './use-auth-form';
import { validateEmail, validateNewPassword } from './validation';

// Getting back in (issue #14): "Forgot password?" mails a one-time link; the link opens
// /auth/reset-password?token=..., where a new password is chosen. The owner's reset link opens
// the same page. Light forms like sign-in's, on the same first screen (decision 029).

const linkClass = 'font-medium text-brand-700 underline underline-offset-4 hover:text-brand-900';

export function ForgotPasswordForm() {
  const { t } = useTranslation('auth');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useAuthForm({ email: '' }, { email: validateEmail });

  const onSubmit = form.handleSubmit(async ({ email }) => {
    const result = await authClient.requestPasswordReset({
      email: email.trim(),
      redirectTo: '/auth/reset-password',
    });
    if (result.error) {
      form.fail(providerErrorMessage(result.error, t));
      return;
    }
    setSentTo(email.trim());
    form.setSubmitting(false);
  });

  return (
    <div className="grid gap-4">
      {sentTo ? (
        <p
          role="status"
          className="rounded-md bg-brand-50 p-3 text-sm text-brand-900"
          data-testid="reset-sent"
        >
          {t('forgot.sent', { email: sentTo })}
        </p>
      ) : (
        <form noValidate onSubmit={onSubmit} aria-busy={form.submitting} className="grid gap-4">
          <FormField
            id={form.fieldId('email')}
            name="email"
            type="email"
            label={t('forgot.email')}
            autoComplete="email"
            value={form.values.email}
            onChange={(event) => form.setField('email', event.target.value)}
            error={form.errorOf('email')}
          />
          <FormAlert error={form.formError} />
          <SubmitButton
            submitting={form.submitting}
            label={t('forgot.submit')}
            busyLabel={t('forgot.submitting')}
          />
        </form>
      )}
      <p className="text-sm text-slate-700">{t('forgot.noEmail')}</p>
      <Link href={authPath('sign-in')} className={`text-center text-sm ${linkClass}`}>
        {t('forgot.back')}
      </Link>
    </div>
  );
}

export function ResetPasswordForm() {
  const { t } = useTranslation('auth');
  const [, navigate] = useLocation();
  const token = new URLSearchParams(useSearch()).get('token') ?? '';
  const form = useAuthForm(
    { password: '', confirm: '' },
    {
      password: validateNewPassword,
      confirm: (value) => (value ? undefined : { key: 'newPasswordRequired' }),
    },
  );

  const onSubmit = form.handleSubmit(async ({ password, confirm }) => {
    if (password !== confirm) {
      form.fail(t('reset.mismatch'));
      return;
    }
    const result = await authClient.resetPassword({ newPassword: password, token });
    if (result.error) {
      form.fail(
        result.error.code === 'INVALID_TOKEN' ? t('reset.invalid') : providerErrorMessage(result.error, t),
      );
      return;
    }
    toastSuccess(t('reset.done'));
    navigate(authPath('sign-in'), { replace: true });
  });

  if (!token) {
    return (
      <div className="grid gap-4">
        <p role="alert" className="text-sm font-medium text-red-700">
          {t('reset.missingToken')}
        </p>
        <Link href="/auth/forgot-password" className={`text-center text-sm ${linkClass}`}>
          {t('forgot.link')}
        </Link>
      </div>
    );
  }
  return (
    <form noValidate onSubmit={onSubmit} aria-busy={form.submitting} className="grid gap-4">
      <FormField
        id={form.fieldId('password')}
        name="password"
        type="password"
        label={t('reset.password')}
        autoComplete="new-password"
        value={form.values.password}
        onChange={(event) => form.setField('password', event.target.value)}
        error={form.errorOf('password')}
      />
      <FormField
        id={form.fieldId('confirm')}
        name="confirm"
        type="password"
        label={t('reset.confirm')}
        autoComplete="new-password"
        value={form.values.confirm}
        onChange={(event) => form.setField('confirm', event.target.value)}
        error={form.errorOf('confirm')}
      />
      <FormAlert error={form.formError} />
      <SubmitButton
        submitting={form.submitting}
        label={t('reset.submit')}
        busyLabel={t('reset.submitting')}
      />
    </form>
  );
}
