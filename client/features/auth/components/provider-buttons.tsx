import { CircleAlert, LogIn } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { useApiErrorMessage } from '@/lib/api-error-message';
import { useOidcProviders } from '../api/get-oidc-providers';
import { useStartProviderSignIn } from '../api/start-provider-sign-in';
import type { ProviderErrorKind } from './provider-errors';

/** Why the last provider sign-in came back without a session, in the user's language. */
export function ProviderReturnAlert({ kind }: { kind: ProviderErrorKind }) {
  const { t } = useTranslation('auth');
  return (
    <Alert role="alert" variant="destructive" className="mb-4">
      <CircleAlert aria-hidden="true" />
      <AlertDescription>{t(`providers.errors.${kind}`)}</AlertDescription>
    </Alert>
  );
}

/**
 * "Logg inn med Vipps" / "Sign in with Google": one button per provider of OIDC_PROVIDERS, then
 * "or" above the password forms. With none configured (or the list not read) nothing shows.
 */
export function ProviderButtons() {
  const { t } = useTranslation('auth');
  const errorMessage = useApiErrorMessage();
  const providers = useOidcProviders();
  const start = useStartProviderSignIn();
  const list = providers.data?.providers ?? [];
  if (list.length === 0) return null;
  // While the browser leaves for the provider the button stays busy: a second tap would start again.
  const leaving = start.isPending || start.isSuccess;
  return (
    <div className="mb-6 grid gap-3" data-testid="provider-buttons">
      {list.map((provider) => (
        <Button
          key={provider.id}
          variant="outline"
          size="lg"
          disabled={leaving}
          onClick={() => start.mutate({ provider: provider.id, purpose: 'sign-in' })}
        >
          <LogIn aria-hidden="true" />
          {t('providers.signInWith', { name: provider.name })}
        </Button>
      ))}
      {start.isError ? (
        <Alert role="alert" variant="destructive">
          <CircleAlert aria-hidden="true" />
          <AlertDescription>{errorMessage(start.error, t('providers.errors.unavailable'))}</AlertDescription>
        </Alert>
      ) : null}
      <p className="flex items-center gap-3 text-sm text-slate-700" aria-hidden="true">
        <span className="h-px grow bg-sand-100" />
        {t('providers.or')}
        <span className="h-px grow bg-sand-100" />
      </p>
    </div>
  );
}
