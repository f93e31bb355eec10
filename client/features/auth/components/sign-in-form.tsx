import { useTranslation } from 'react-i18next';
import { authClient } from '@/lib/auth-client';
import { providerErrorMessage } from './auth-errors';
import { FormAlert } from './form-alert';
import { FormField } from './form-field';
import { SubmitButton } from './submit-button';
import { useAuthForm } from './use-auth-form';
import { useEnterApp } from './use-enter-app';
import { type SignInValues, signInValidators } from './validation';

function usernameOf(user: object): string | undefined {
  return 'username' in user && typeof user.username === 'string' ? user.username : undefined;
}

/** Sign in with a username or an e-mail address (an identifier with "@" is an e-mail). */
export function SignInForm() {
  const { t } = useTranslation('auth');
  const enterApp = useEnterApp();
  const form = useAuthForm<SignInValues>({ identifier: '', password: '' }, signInValidators);

  const onSubmit = form.handleSubmit(async ({ identifier, password }) => {
    const id = identifier.trim();
    const byEmail = id.includes('@');
    const result = byEmail
      ? await authClient.signIn.email({ email: id, password })
      : await authClient.signIn.username({ username: id, password });
    if (result.error) {
      form.fail(providerErrorMessage(result.error, t));
      return;
    }
    const { user } = result.data;
    const entered = await enterApp({
      clerkId: user.id,
      username: usernameOf(user) ?? (byEmail ? undefined : id),
      fullName: user.name,
      email: user.email,
      profilePicture: null,
    });
    if (!entered) form.setSubmitting(false);
  });

  return (
    <form noValidate onSubmit={onSubmit} aria-busy={form.submitting} className="grid gap-4">
      <FormField
        id={form.fieldId('identifier')}
        name="identifier"
        label={t('signIn.identifier')}
        autoComplete="username"
        autoCapitalize="none"
        autoCorrect="off"
        spellCheck={false}
        value={form.values.identifier}
        onChange={(event) => form.setField('identifier', event.target.value)}
        error={form.errorOf('identifier')}
      />
      <FormField
        id={form.fieldId('password')}
        name="password"
        type="password"
        label={t('signIn.password')}
        autoComplete="current-password"
        value={form.values.password}
        onChange={(event) => form.setField('password', event.target.value)}
        error={form.errorOf('password')}
      />
      <FormAlert error={form.formError} />
      <SubmitButton
        submitting={form.submitting}
        label={t('signIn.submit')}
        busyLabel={t('signIn.submitting')}
      />
    </form>
  );
}
