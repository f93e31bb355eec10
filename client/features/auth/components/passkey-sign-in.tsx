import { KeyRound, LoaderCircle } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api-client';
import type { PasskeyFailure } from '@/lib/passkey-ceremony';
import { signInWithPasskey } from '../api/sign-in-with-passkey';
import { FormAlert } from './form-alert';
import type { FormError } from './use-auth-form';
import { useEnterApp } from './use-enter-app';

/** The kind of a failed passkey prompt (a PasskeyCeremonyError, which loads with the prompt), or null. */
function promptFailureOf(error: unknown): PasskeyFailure | null {
  return error instanceof Error && error.name === 'PasskeyCeremonyError' && 'kind' in error
    ? (error.kind as PasskeyFailure)
    : null;
}

/** "Sign in with a passkey" under the password form (issue #39); the device's prompt picks the account. */
export function PasskeySignIn() {
  const { t } = useTranslation('auth');
  const enterApp = useEnterApp();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<FormError | null>(null);
  // A closed prompt is no error: it is said plainly, not in red.
  const [declined, setDeclined] = useState(false);

  if (typeof window.PublicKeyCredential !== 'function') return null;

  const failureText = (error: unknown): string => {
    const prompt = promptFailureOf(error);
    if (prompt === 'cancelled') return t('passkey.cancelled');
    if (prompt === 'unsupported') return t('passkey.unsupported');
    if (prompt) return t('passkey.failed');
    if (error instanceof ApiError) {
      if (error.status === 429) return t('errors.tooManyAttempts');
      if (error.status === 401) return t('passkey.unknown');
      return t('passkey.failed');
    }
    return t('errors.network');
  };

  const onClick = async () => {
    if (busy) return;
    setBusy(true);
    setFailure(null);
    setDeclined(false);
    try {
      const user = await signInWithPasskey();
      const entered = await enterApp({
        clerkId: user.id,
        username: user.username ?? undefined,
        fullName: user.name,
        email: user.email,
        profilePicture: null,
      });
      if (!entered) setBusy(false);
    } catch (error) {
      setDeclined(promptFailureOf(error) === 'cancelled');
      setFailure((previous) => ({ message: failureText(error), attempt: (previous?.attempt ?? 0) + 1 }));
      setBusy(false);
    }
  };

  return (
    <div className="mt-4 grid gap-3" data-testid="passkey-sign-in">
      <p className="flex items-center gap-3 text-xs tracking-wide text-slate-600 uppercase">
        <span className="h-px flex-1 bg-sand-100" aria-hidden="true" />
        {t('passkey.or')}
        <span className="h-px flex-1 bg-sand-100" aria-hidden="true" />
      </p>
      <Button type="button" variant="outline" size="lg" className="w-full" disabled={busy} onClick={onClick}>
        {busy ? (
          <LoaderCircle className="animate-spin" aria-hidden="true" />
        ) : (
          <KeyRound aria-hidden="true" />
        )}
        {busy ? t('passkey.busy') : t('passkey.button')}
      </Button>
      {declined && failure ? (
        <p role="status" className="text-center text-sm text-slate-700">
          {failure.message}
        </p>
      ) : (
        <FormAlert error={failure} />
      )}
    </div>
  );
}
