import { CloudOff, Home, LoaderCircle, RotateCw } from 'lucide-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useRoute, useSearch } from 'wouter';
import { BrandLink } from '@/components/brand-link';
import { LanguageSelect } from '@/components/language-select';
import { Button } from '@/components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { type AuthMode, authPath, isAuthMode, parseAuthMode } from './auth-mode';
import { PasskeySignIn } from './passkey-sign-in';
import { ForgotPasswordForm, ResetPasswordForm } from './password-reset-forms';
import { ProviderButtons, ProviderReturnAlert } from './provider-buttons';
import { returnedProviderError } from './provider-errors';
import { SignInForm } from './sign-in-form';
import { SignUpForm } from './sign-up-form';
import { useEnterApp } from './use-enter-app';
import { type ProviderState, useProviderSession } from './use-provider-session';

function StatusMessage({ text }: { text: string }) {
  return (
    <div
      role="status"
      aria-live="polite"
      className="flex items-center justify-center gap-3 py-10 text-brand-700"
    >
      <LoaderCircle className="size-5 animate-spin" aria-hidden="true" />
      <span className="font-medium">{text}</span>
    </div>
  );
}

function ProviderUnavailable() {
  const { t } = useTranslation();
  const { t: tAuth } = useTranslation('auth');
  const [, navigate] = useLocation();
  return (
    <div role="alert" className="flex flex-col items-center gap-4 py-4 text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-sand-100 text-accent-500">
        <CloudOff className="size-6" aria-hidden="true" />
      </span>
      <div className="grid gap-1">
        <p className="font-semibold text-brand-900">{tAuth('unavailable.title')}</p>
        <p className="text-sm text-slate-700">{tAuth('unavailable.detail')}</p>
      </div>
      <div className="flex w-full flex-col gap-2 sm:flex-row sm:justify-center">
        <Button onClick={() => window.location.reload()}>
          <RotateCw aria-hidden="true" />
          {t('actions.tryAgain')}
        </Button>
        <Button variant="outline" onClick={() => navigate('/')}>
          <Home aria-hidden="true" />
          {t('actions.backToHome')}
        </Button>
      </div>
    </div>
  );
}

function AuthForms({ mode }: { mode: AuthMode }) {
  const [, navigate] = useLocation();
  const returned = returnedProviderError(useSearch());
  const other: AuthMode = mode === 'sign-in' ? 'sign-up' : 'sign-in';
  return (
    <>
      {returned ? <ProviderReturnAlert kind={returned} /> : null}
      <ProviderButtons />
      <AuthTabs mode={mode} other={other} onMode={(next) => navigate(authPath(next), { replace: true })} />
    </>
  );
}

function AuthTabs({
  mode,
  other,
  onMode,
}: {
  mode: AuthMode;
  other: AuthMode;
  onMode: (mode: AuthMode) => void;
}) {
  const { t } = useTranslation('auth');
  return (
    <Tabs
      value={mode}
      onValueChange={(value) => {
        if (isAuthMode(value)) onMode(value);
      }}
    >
      <TabsList aria-label={t('tabs.label')}>
        <TabsTrigger value="sign-in">{t('tabs.signIn')}</TabsTrigger>
        <TabsTrigger value="sign-up">{t('tabs.signUp')}</TabsTrigger>
      </TabsList>
      <TabsContent value="sign-in">
        <SignInForm />
        <p className="mt-3 text-right text-sm">
          <Link
            href="/auth/forgot-password"
            className="font-medium text-brand-700 underline underline-offset-4 hover:text-brand-900"
          >
            {t('forgot.link')}
          </Link>
        </p>
        <PasskeySignIn />
      </TabsContent>
      <TabsContent value="sign-up">
        <SignUpForm />
      </TabsContent>
      <p className="text-center text-sm text-slate-700">
        {mode === 'sign-in' ? t('signIn.noAccount') : t('signUp.haveAccount')}{' '}
        <Link
          href={authPath(other)}
          replace
          className="font-medium text-brand-700 underline underline-offset-4 hover:text-brand-900"
        >
          {mode === 'sign-in' ? t('signIn.switch') : t('signUp.switch')}
        </Link>
      </p>
    </Tabs>
  );
}

/** Enters the app once when the provider already has a session; answers whether it is doing so. */
function useResumeSession(provider: ProviderState): boolean {
  const enterApp = useEnterApp();
  const started = useRef(false);
  const [resuming, setResuming] = useState(false);
  useEffect(() => {
    if (provider.status !== 'ready' || !provider.session || started.current) return;
    started.current = true;
    const { user } = provider.session;
    setResuming(true);
    void enterApp({
      clerkId: user.id,
      username: user.username ?? undefined,
      fullName: user.name,
      email: user.email,
      profilePicture: null,
    }).then((entered) => {
      if (!entered) setResuming(false);
    });
  }, [provider, enterApp]);
  return resuming;
}

/**
 * /auth for signed-out visitors: sign-in or sign-up (product sections 2 and 4), and the two
 * pages of getting back in, /auth/forgot-password and /auth/reset-password (issue #14).
 */
export function AuthPage() {
  const { t } = useTranslation('auth');
  const mode = parseAuthMode(useSearch());
  const provider = useProviderSession();
  const resuming = useResumeSession(provider);

  const [forgot] = useRoute('/auth/forgot-password');
  const [reset] = useRoute('/auth/reset-password');

  let body: ReactNode;
  if (reset) body = <ResetPasswordForm />;
  else if (provider.status === 'loading') body = <StatusMessage text={t('loading')} />;
  else if (provider.status === 'unavailable') body = <ProviderUnavailable />;
  else if (resuming) body = <StatusMessage text={t('enteringApp')} />;
  else if (forgot) body = <ForgotPasswordForm />;
  else body = <AuthForms mode={mode} />;

  const heading = reset ? 'reset' : forgot ? 'forgot' : mode === 'sign-in' ? 'signIn' : 'signUp';

  return (
    <div className="relative flex min-h-dvh flex-col overflow-hidden bg-gradient-to-b from-sand-50 to-brand-50">
      <header className="relative z-10 border-b border-sand-100 bg-sand-50/80">
        <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-3 px-4 sm:px-6">
          <BrandLink label={t('homeLink')} />
          <LanguageSelect />
        </div>
      </header>
      <main className="relative z-10 flex grow items-start justify-center px-4 pt-8 pb-40 sm:pt-14">
        <div className="w-full max-w-md rounded-2xl border border-sand-100 bg-white p-6 shadow-xl sm:p-8">
          <div className="mb-6 grid gap-1.5 text-center">
            <h1 className="text-2xl font-bold tracking-tight text-brand-900">{t(`${heading}.title`)}</h1>
            <p className="text-sm text-slate-700">{t(`${heading}.description`)}</p>
          </div>
          {body}
        </div>
      </main>
      <svg
        className="pointer-events-none absolute inset-x-0 bottom-0 h-40 w-full"
        viewBox="0 0 1200 160"
        preserveAspectRatio="none"
        aria-hidden="true"
      >
        <path
          d="M0 120 L180 40 L300 100 L470 10 L640 110 L760 60 L940 130 L1080 50 L1200 110 L1200 160 L0 160 Z"
          fill="#d6eadd"
        />
        <path d="M0 150 C 200 110, 420 140, 640 128 S 1000 110, 1200 138 L1200 160 L0 160 Z" fill="#a9c9b6" />
      </svg>
    </div>
  );
}
