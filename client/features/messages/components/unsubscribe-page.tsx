import { isMessageKind, type MessageKind } from '@shared/schemas/message-preferences';
import { useTranslation } from 'react-i18next';
import { Link, useSearch } from 'wouter';
import { Button } from '@/components/ui/button';
import { useUnsubscribe } from '../api/unsubscribe';

/**
 * /unsubscribe?token=...: where an e-mail's footer link lands (issue #14). It asks before it turns
 * anything off, so a mail scanner that opens every link changes nothing; signed in or not.
 */
export function UnsubscribePage() {
  const { t } = useTranslation('auth');
  const { t: tSettings } = useTranslation('settings');
  const query = new URLSearchParams(useSearch());
  const token = query.get('token') ?? '';
  const kind = query.get('kind');
  const unsubscribe = useUnsubscribe();
  const kindText = (value: MessageKind | null) => (value ? tSettings(`notifications.kinds.${value}`) : '');
  const named = kind && isMessageKind(kind) ? kind : null;

  return (
    <main
      className="mx-auto flex min-h-dvh max-w-md flex-col justify-center gap-4 px-4"
      data-testid="unsubscribe-page"
    >
      <h1 className="text-2xl font-bold text-brand-900">{t('unsubscribe.title')}</h1>
      {unsubscribe.isSuccess ? (
        <p role="status">{t('unsubscribe.done', { kind: kindText(unsubscribe.data.kind) })}</p>
      ) : unsubscribe.isError || !token ? (
        <p role="alert" className="font-medium text-red-700">
          {t('unsubscribe.failed')}
        </p>
      ) : (
        <>
          <p>{t('unsubscribe.description', { kind: kindText(named) })}</p>
          <Button onClick={() => unsubscribe.mutate(token)} disabled={unsubscribe.isPending}>
            {unsubscribe.isPending ? t('unsubscribe.working') : t('unsubscribe.confirm')}
          </Button>
        </>
      )}
      <Link href="/" className="text-brand-700 underline underline-offset-4">
        {t('unsubscribe.home')}
      </Link>
    </main>
  );
}
