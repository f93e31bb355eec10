import { can } from '@shared/policy';
import type { WaitlistEntry } from '@shared/schemas/waitlist';
import { X } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { toastFailure } from '@/components/toast/notify';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { personName } from '@/lib/names';
import { useWaitlist } from '../api/get-waitlist';
import { useLeaveWaitlist } from '../api/leave-waitlist';
import { useBookingViewer } from '../lib/use-booking-viewer';
import { useStayText } from '../lib/use-stay-text';

/**
 * The cabin's waitlist (issue #40, decision 058): who waits for which nights, oldest first, with
 * a remove button on one's own entries (on every entry for the owner and admins). Shown only
 * while someone waits.
 */
export function WaitlistCard() {
  const { t } = useTranslation('waitlist');
  const id = useId();
  const text = useStayText();
  const viewer = useBookingViewer();
  const waitlist = useWaitlist();
  const leave = useLeaveWaitlist();
  const entries = waitlist.data ?? [];
  if (entries.length === 0) return null;

  const remove = (entry: WaitlistEntry) =>
    leave.mutate({ id: entry.id }, { onError: (error) => toastFailure(t('card.removeFailed'), error) });

  return (
    <Card aria-labelledby={`${id}-title`} data-testid="waitlist-card">
      <CardHeader>
        <CardTitle id={`${id}-title`}>{t('card.title')}</CardTitle>
        <CardDescription>{t('card.hint')}</CardDescription>
      </CardHeader>
      <CardContent>
        <ol className="flex flex-col divide-y divide-slate-100">
          {entries.map((entry) => {
            const name = personName(entry.user);
            const range = text.range(entry.startDate, entry.endDate);
            const mayRemove = can(viewer.role, 'removeWaitlistEntry', {
              isOwn: entry.user.id === viewer.userId,
            });
            return (
              <li
                key={entry.id}
                className="flex min-h-11 flex-wrap items-center justify-between gap-x-4 gap-y-1 px-2 py-2"
                data-testid={`waitlist-entry-${entry.id}`}
              >
                <span className="font-medium text-slate-900">{range}</span>
                <span className="flex items-center gap-2 text-sm text-slate-600">
                  {name}
                  {mayRemove ? (
                    <Button
                      variant="ghost"
                      size="icon"
                      disabled={leave.isPending}
                      onClick={() => remove(entry)}
                      aria-label={t('card.remove', { name, range })}
                      title={t('card.remove', { name, range })}
                    >
                      <X aria-hidden="true" />
                    </Button>
                  ) : null}
                </span>
              </li>
            );
          })}
        </ol>
      </CardContent>
    </Card>
  );
}
