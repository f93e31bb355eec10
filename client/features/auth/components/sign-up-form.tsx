import { PASSWORD_MIN, USERNAME_MAX, USERNAME_MIN } from '@shared/constants';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { authClient } from '@/lib/auth-client';
import { providerErrorMessage } from './auth-errors';
import { FormAlert } from './form-alert';
import { FormField } from './form-field';
import { SubmitButton } from './submit-button';
import { useAuthForm } from './use-auth-form';
import { useEnterApp } from './use-enter-app';
import { type SignUpValues, signUpValidators } from './validation';

/** Create an account: username, full name, e-mail and password. */
export function SignUpForm() {
  const { t } = useTranslation('auth');
  const enterApp = useEnterApp();
  const [checkInbox, setCheckInbox] = useState<string | null>(null);
  const form = useAuthForm<SignUpValues>(
    { username: '', fullName: '', email: '', password: '' },
    signUpValidators,
  );

  const onSubmit = form.handleSubmit(async (values) => {
    const username = values.username.trim();
    const fullName = values.fullName.trim();
    const email = values.email.trim();
    const result = await authClient.signUp.email({
      email,
      password: values.password,
      name: fullName,
      username,
    });
    if (result.error) {
      form.fail(providerErrorMessage(result.error, t));
      return;
    }
    // REQUIRE_EMAIL_VERIFICATION (issue #14): no session until the mailed link is opened. The
    // server says so with `signedIn` (it never hands the session token to the page, issue #36).
    if (!signedInBy(result.data)) {
      setCheckInbox(email);
      form.setSubmitting(false);
      return;
    }
    const entered = await enterApp({
      clerkId: result.data.user.id,
      username,
      fullName,
      email,
      profilePicture: null,
    });
    if (!entered) form.setSubmitting(false);
  });

  if (checkInbox) {
    return (
      <p
        role="status"
        className="rounded-md bg-brand-50 p-3 text-sm text-brand-900"
        data-testid="check-inbox"
      >
        {t('verification.checkInbox', { email: checkInbox })}
      </p>
    );
  }
  return (
    <form noValidate onSubmit={onSubmit} aria-busy={form.submitting} className="grid gap-4">
      <FormField
        id={form.fieldId('username')}
        name="username"
        label={t('signUp.username')}
        hint={t('signUp.usernameHint', { min: USERNAME_MIN, max: USERNAME_MAX })}
        autoComplete="username"
        autoCapitalize="none"
        autoCorrect="off"
        spellCheck={false}
        value={form.values.username}
        onChange={(event) => form.setField('username', event.target.value)}
        error={form.errorOf('username')}
      />
      <FormField
        id={form.fieldId('fullName')}
        name="name"
        label={t('signUp.fullName')}
        autoComplete="name"
        value={form.values.fullName}
        onChange={(event) => form.setField('fullName', event.target.value)}
        error={form.errorOf('fullName')}
      />
      <FormField
        id={form.fieldId('email')}
        name="email"
        type="email"
        inputMode="email"
        label={t('signUp.email')}
        autoComplete="email"
        autoCapitalize="none"
        spellCheck={false}
        value={form.values.email}
        onChange={(event) => form.setField('email', event.target.value)}
        error={form.errorOf('email')}
      />
      <FormField
        id={form.fieldId('password')}
        name="password"
        type="password"
        label={t('signUp.password')}
        hint={t('signUp.passwordHint', { min: PASSWORD_MIN })}
        autoComplete="new-password"
        value={form.values.password}
        onChange={(event) => form.setField('password', event.target.value)}
        error={form.errorOf('password')}
      />
      <FormAlert error={form.formError} />
      <SubmitButton
        submitting={form.submitting}
        label={t('signUp.submit')}
        busyLabel={t('signUp.submitting')}
      />
    </form>
  );
}

/** Whether sign-up signed the account in: `signedIn` in Hytta's answer (server/http/identity-openapi.ts). */
function signedInBy(answer: object): boolean {
  return 'signedIn' in answer && answer.signedIn === true;
}
