import { CalendarPlus, ExternalLink, RefreshCw } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { CopyableUrl } from '@/components/copyable-url';
import { DialogHeading, type DialogStateProps } from '@/components/dialog-shell';
import { InlineFailure } from '@/components/inline-states';
import { toastFailure, toastSuccess } from '@/components/toast/notify';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogFooter } from '@/components/ui/dialog';
import { useCalendarSubscription } from '../api/get-calendar-subscription';
import { useRegenerateCalendarSubscription } from '../api/regenerate-calendar-subscription';

type SubscribeDialogProps = DialogStateProps & { cabinId: string; cabinName: string | null };

/**
 * The calendar subscription (product section 2, Calendar): the member's personal feed as a webcal
 * link, Google's and Outlook's add-by-URL pages, the link to copy, and a new link on demand. The
 * link is asked for only while the dialog is open; a failure says "Failed to set up calendar
 * subscription. Please try again." (product section 8) in a toast and in place, with Try again.
 */
export function SubscribeDialog({ open, onOpenChange, cabinId, cabinName }: SubscribeDialogProps) {
  const { t } = useTranslation('calendar');
  const { t: tc } = useTranslation();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent data-testid="subscribe-dialog">
        <DialogHeading
          title={t('subscribe.title')}
          description={
            cabinName ? t('subscribe.descriptionNamed', { cabin: cabinName }) : t('subscribe.description')
          }
        />
        {open ? <SubscriptionLinks cabinId={cabinId} /> : null}
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">{tc('actions.close')}</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

function SubscriptionLinks({ cabinId }: { cabinId: string }) {
  const { t } = useTranslation('calendar');
  const subscription = useCalendarSubscription(cabinId);
  const failedText = t('subscribe.failed');

  // The spec's failure toast, once per failed attempt.
  useEffect(() => {
    if (subscription.isError) toastFailure(failedText, subscription.error);
  }, [subscription.isError, subscription.error, failedText]);

  if (subscription.isError) {
    return (
      <InlineFailure
        title={failedText}
        onRetry={() => void subscription.refetch()}
        retrying={subscription.isFetching}
        testId="subscribe-failed"
      />
    );
  }
  if (!subscription.data) {
    return (
      <p role="status" className="text-sm text-slate-600" data-testid="subscribe-loading">
        {t('subscribe.loading')}
      </p>
    );
  }
  const { url, webcalUrl, googleUrl, outlookUrl } = subscription.data;
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        <Button asChild data-testid="subscribe-webcal">
          <a href={webcalUrl}>
            <CalendarPlus aria-hidden="true" />
            {t('subscribe.openInApp')}
          </a>
        </Button>
        <NewTabLink href={googleUrl} label={t('subscribe.google')} testId="subscribe-google" />
        <NewTabLink href={outlookUrl} label={t('subscribe.outlook')} testId="subscribe-outlook" />
      </div>
      <FeedUrl url={url} />
      <p className="text-xs text-slate-600">{t('subscribe.privacy')}</p>
      <RegenerateLink cabinId={cabinId} />
    </div>
  );
}

/** Google's or Outlook's add-by-URL page, in a new tab (which its name says). */
function NewTabLink({ href, label, testId }: { href: string; label: string; testId: string }) {
  const { t } = useTranslation('calendar');
  return (
    <Button asChild variant="outline" data-testid={testId}>
      <a
        href={href}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={`${label} ${t('subscribe.opensInNewTab')}`}
      >
        <ExternalLink aria-hidden="true" />
        {label}
      </a>
    </Button>
  );
}

/** The feed's URL to paste into a calendar app by hand, and Copy. */
function FeedUrl({ url }: { url: string }) {
  const { t } = useTranslation('calendar');
  return (
    <CopyableUrl
      url={url}
      testId="subscribe"
      texts={{
        label: t('subscribe.urlLabel'),
        copy: t('subscribe.copy'),
        copied: t('subscribe.copied'),
        copyFailed: t('subscribe.copyFailed'),
      }}
    />
  );
}

/** A new link after asking: the old one stops working at once (someone may have seen it). */
function RegenerateLink({ cabinId }: { cabinId: string }) {
  const { t } = useTranslation('calendar');
  const [confirming, setConfirming] = useState(false);
  const regenerate = useRegenerateCalendarSubscription();
  const confirm = () =>
    regenerate.mutate(cabinId, {
      onSuccess: () => {
        setConfirming(false);
        toastSuccess(t('subscribe.regenerated'), t('subscribe.regeneratedDescription'));
      },
      onError: (error) => {
        setConfirming(false);
        toastFailure(t('subscribe.failed'), error);
      },
    });
  return (
    <>
      <Button
        variant="ghost"
        size="sm"
        className="self-start"
        onClick={() => setConfirming(true)}
        data-testid="subscribe-regenerate"
      >
        <RefreshCw aria-hidden="true" />
        {t('subscribe.regenerate')}
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('subscribe.regenerateTitle')}
        description={t('subscribe.regenerateDescription')}
        confirmLabel={t('subscribe.regenerateConfirm')}
        pendingLabel={t('subscribe.regenerating')}
        pending={regenerate.isPending}
        onConfirm={confirm}
      />
    </>
  );
}
