import { NOTES_MAX } from '@shared/constants';
import { can } from '@shared/policy';
import type { Booking } from '@shared/schemas/bookings';
import { Check, Inbox, X } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toastFailure, toastSuccess } from '@/components/toast/notify';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { personName } from '@/lib/names';
import { useDecideBooking } from '../api/decide-booking';
import { usePendingBookings } from '../api/get-pending-bookings';
import { canDecideBooking } from '../lib/booking-rules';
import { type BookingViewer, useBookingViewer } from '../lib/use-booking-viewer';
import { useStayText } from '../lib/use-stay-text';

/** How many pending requests the viewer can answer (the nav badge): never their own. */
export function useWaitingRequestCount(): number {
  const viewer = useBookingViewer();
  const pending = usePendingBookings().data ?? [];
  return pending.filter((booking) => canDecideBooking(booking, viewer)).length;
}

/**
 * "Requests waiting" (issue #13): the owner's and admins' inbox of pending requests, each with
 * approve and decline and an optional note, inline. On the dashboard and at the top of the visit
 * log; hidden when nothing waits. An admin's own request is listed as waiting for the owner.
 * Live events refresh the pending list, so answers given elsewhere disappear here.
 */
export function RequestsInbox() {
  const { t } = useTranslation('bookings');
  const id = useId();
  const viewer = useBookingViewer();
  const pending = usePendingBookings().data ?? [];
  if (!can(viewer.role, 'decideBookings') || pending.length === 0) return null;
  return (
    <Card aria-labelledby={`${id}-title`} data-testid="requests-inbox" className="border-amber-200">
      <CardHeader>
        <CardTitle id={`${id}-title`} className="flex items-center gap-2">
          <Inbox className="size-5 text-amber-700" aria-hidden="true" />
          {t('inbox.title')}
        </CardTitle>
        <CardDescription>{t('inbox.description', { count: pending.length })}</CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="flex flex-col divide-y divide-slate-100">
          {pending.map((booking) => (
            <RequestRow key={booking.id} booking={booking} viewer={viewer} />
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}

function RequestRow({ booking, viewer }: { booking: Booking; viewer: BookingViewer }) {
  const { t } = useTranslation('bookings');
  const id = useId();
  const text = useStayText();
  const decide = useDecideBooking();
  const [note, setNote] = useState('');
  const name = personName(booking.user);
  const range = text.range(booking.startDate, booking.endDate);

  const run = async (status: 'approved' | 'declined') => {
    if (decide.isPending) return;
    try {
      await decide.mutateAsync({ id: booking.id, status, responseNotes: note.trim() || null });
    } catch (error) {
      toastFailure(t('errors.statusFailed'), error);
      return;
    }
    toastSuccess(
      status === 'approved' ? t('toasts.approved') : t('toasts.declined'),
      t('toasts.decisionDescription', { name, range }),
    );
  };

  return (
    <li className="flex flex-col gap-2 py-3 first:pt-0 last:pb-0" data-testid="request-row">
      <div className="flex flex-wrap items-baseline gap-x-2">
        <span className="font-medium text-slate-900">{name}</span>
        <span className="text-sm text-slate-700">{range}</span>
        <span className="text-sm text-slate-600">{text.guests(booking.adults, booking.children)}</span>
      </div>
      {booking.notes ? <p className="text-sm break-words text-slate-700">{booking.notes}</p> : null}
      {canDecideBooking(booking, viewer) ? (
        <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
          <label htmlFor={`${id}-note`} className="sr-only">
            {t('inbox.note', { name })}
          </label>
          <Input
            id={`${id}-note`}
            placeholder={t('inbox.note', { name })}
            maxLength={NOTES_MAX}
            value={note}
            disabled={decide.isPending}
            onChange={(event) => setNote(event.target.value)}
          />
          <div className="flex shrink-0 gap-2">
            <Button
              size="sm"
              disabled={decide.isPending}
              aria-label={t('inbox.approveFor', { name })}
              onClick={() => void run('approved')}
            >
              <Check aria-hidden="true" />
              {t('decision.approve')}
            </Button>
            <Button
              size="sm"
              variant="outline"
              disabled={decide.isPending}
              aria-label={t('inbox.declineFor', { name })}
              onClick={() => void run('declined')}
            >
              <X aria-hidden="true" />
              {t('decision.decline')}
            </Button>
          </div>
        </div>
      ) : (
        <p className="flex items-center gap-2 text-sm text-slate-600" data-testid="request-own">
          <Badge variant="secondary">{t('inbox.waitingForOwner')}</Badge>
          {t('inbox.yours')}
        </p>
      )}
    </li>
  );
}
