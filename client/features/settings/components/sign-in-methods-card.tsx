import { PASSWORD_MAX, PASSWORD_MIN } from '@shared/constants';
import type { OidcProviderInfo, SignInMethods, setPasswordBodySchema } from '@shared/schemas/sign-in-methods';
import { CircleAlert, Link2, Unlink } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import type { z } from 'zod';
import { TextField } from '@/components/text-field';
import { TitledCard } from '@/components/titled-card';
import { toastFailure, toastSuccess } from '@/components/toast/notify';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { type ProviderErrorKind, returnedProviderError, useStartProviderSignIn } from '@/features/auth';
import { formatLocalized } from '@/lib/dates';
import { currentLanguage } from '@/lib/language';
import { useSchemaForm } from '@/lib/schema-form';
import { useSignInMethods } from '../api/get-sign-in-methods';
import { useSetFirstPassword } from '../api/set-first-password';
import { useUnlinkProvider } from '../api/unlink-provider';

/**
 * What the return from linking a provider says, read once: Better Auth sends the browser back to
 * /settings?linked=1, or /settings?error={code}. The address is then put back to /settings, so a
 * reload does not say it again.
 */
function useLinkReturn(): ProviderErrorKind | null {
  const { t } = useTranslation('settings');
  const search = useSearch();
  const [, navigate] = useLocation();
  const [failed] = useState(() => returnedProviderError(search));
  const linked = new URLSearchParams(search).has('linked');
  useEffect(() => {
    if (linked) toastSuccess(t('signInMethods.linked'));
    if (linked || failed) navigate('/settings', { replace: true });
  }, [linked, failed, navigate, t]);
  return failed;
}

/**
 * Ways to sign in (issue #39): the password, and each OpenID Connect provider to link or unlink.
 * An account made through a provider chooses its first password here. The last way in cannot be
 * removed (the server refuses it too). Shown only where there is something to choose.
 */
export function SignInMethodsCard() {
  const { t } = useTranslation('settings');
  const methods = useSignInMethods();
  const failed = useLinkReturn();
  const data = methods.data;
  // Unread (loading, or a failed read): the password card below still works as before.
  if (!data || (data.providers.length === 0 && data.password)) return null;
  return (
    <TitledCard
      title={t('signInMethods.title')}
      description={t('signInMethods.description')}
      testId="sign-in-methods-card"
    >
      <div className="flex flex-col gap-4">
        {failed ? (
          <Alert role="alert" variant="destructive">
            <CircleAlert aria-hidden="true" />
            <AlertDescription>{t(`signInMethods.errors.${failed}`)}</AlertDescription>
          </Alert>
        ) : null}
        {data.password ? null : <FirstPasswordForm />}
        <ul className="flex flex-col divide-y divide-sand-100">
          {data.providers.map((provider) => (
            <ProviderRow key={provider.id} provider={provider} methods={data} />
          ))}
        </ul>
      </div>
    </TitledCard>
  );
}

function ProviderRow({
  provider,
  methods,
}: {
  provider: OidcProviderInfo & { linkedAt: string | null };
  methods: SignInMethods;
}) {
  const { t } = useTranslation('settings');
  const link = useStartProviderSignIn();
  const unlink = useUnlinkProvider();
  const last = methods.waysIn <= 1;
  const status = provider.linkedAt
    ? t('signInMethods.linkedSince', {
        date: formatLocalized(new Date(provider.linkedAt), 'PP', currentLanguage()),
      })
    : t('signInMethods.notLinked');
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-3">
      <div className="grid gap-0.5">
        <span className="font-medium text-brand-900">{provider.name}</span>
        <span className="text-sm text-slate-700">
          {last && provider.linkedAt ? t('signInMethods.onlyWay') : status}
        </span>
      </div>
      {provider.linkedAt ? (
        <Button
          variant="outline"
          disabled={last || unlink.isPending}
          onClick={() =>
            unlink.mutate(provider.id, {
              onSuccess: () => toastSuccess(t('signInMethods.unlinked', { name: provider.name })),
              onError: (error) => toastFailure(t('signInMethods.unlinkFailed'), error),
            })
          }
        >
          <Unlink aria-hidden="true" />
          {t('signInMethods.unlink', { name: provider.name })}
        </Button>
      ) : (
        <Button
          variant="outline"
          disabled={link.isPending || link.isSuccess}
          onClick={() =>
            link.mutate(
              { provider: provider.id, purpose: 'link' },
              { onError: (error) => toastFailure(t('signInMethods.linkFailed'), error) },
            )
          }
        >
          <Link2 aria-hidden="true" />
          {t('signInMethods.link', { name: provider.name })}
        </Button>
      )}
    </li>
  );
}

const loadSchema = (): Promise<typeof setPasswordBodySchema> =>
  import('@shared/schemas/sign-in-methods').then((module) => module.setPasswordBodySchema);

/** A first password, for an account that was made through a provider and has none. */
function FirstPasswordForm() {
  const { t } = useTranslation('settings');
  const id = useId();
  const save = useSetFirstPassword();
  const form = useSchemaForm(loadSchema, {
    defaultValues: { newPassword: '' },
    messages: {
      newPassword: {
        too_small: t('password.errors.tooShort', { min: PASSWORD_MIN }),
        too_big: t('password.errors.tooLong', { max: PASSWORD_MAX }),
      },
    },
  });
  const onValid = (values: z.output<typeof setPasswordBodySchema>) => {
    if (save.isPending) return;
    save.mutate(values, {
      onSuccess: () => toastSuccess(t('signInMethods.passwordSet')),
      onError: (error) => toastFailure(t('signInMethods.passwordFailed'), error),
    });
  };
  return (
    <form
      noValidate
      onSubmit={form.handleSubmit(onValid)}
      className="flex flex-col gap-3"
      data-testid="first-password-form"
    >
      <p className="text-sm text-slate-700">{t('signInMethods.noPassword')}</p>
      <TextField
        id={`${id}-new`}
        {...form.register('newPassword')}
        label={t('password.new')}
        hint={t('password.hint', { min: PASSWORD_MIN })}
        error={form.formState.errors.newPassword?.message}
        type="password"
        autoComplete="new-password"
      />
      <div>
        <Button type="submit" disabled={save.isPending}>
          {t('signInMethods.choosePassword')}
        </Button>
      </div>
    </form>
  );
}
