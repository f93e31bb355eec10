import { addDays } from '@shared/calendar-dates';
import type { Booking } from '@shared/schemas/bookings';
import type { GuestLink } from '@shared/schemas/guest-links';
import { Link2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toastFailure, toastSuccess } from '@/components/toast/notify';
import { Button } from '@/components/ui/button';
import { useBookingViewer } from '@/features/bookings';
import { useCan } from '@/features/cabins';
import { formatTimestamp } from '@/lib/dates';
import { useLanguage } from '@/lib/language';
import { useCabinToday } from '@/lib/use-cabin-today';
import { useEndGuestLink } from '../api/end-guest-link';
import { useGuestLinks } from '../api/get-guest-links';
import { GuestLinkDialog } from './guest-link-dialog';

/**
 * A stay's guest links in its details (issue #41): the live links, each with End for whoever may,
 * and "Make a guest link" for the booker, the owner and admins while the stay is approved and not
 * over. Nothing shows for a stay without links that the viewer cannot make one for.
 */
export function BookingGuestLinks({ booking }: { booking: Booking }) {
  const { t } = useTranslation('guest-links');
  const viewer = useBookingViewer();
  const can = useCan();
  const today = useCabinToday();
  const approved = booking.status === 'approved';
  const links = useGuestLinks(booking.id, approved).data ?? [];
  const [open, setOpen] = useState(false);
  const canCreate =
    approved &&
    addDays(booking.endDate, 1) >= today &&
    can('createGuestLink', { isBooker: booking.user.id === viewer.userId });
  if (!canCreate && links.length === 0) return null;
  return (
    <section
      className="flex flex-col gap-2 border-t border-slate-200 pt-4"
      aria-labelledby={`guest-links-${booking.id}`}
      data-testid="booking-guest-links"
    >
      <h3 id={`guest-links-${booking.id}`} className="text-sm font-semibold text-slate-900">
        {t('section.title')}
      </h3>
      {links.length > 0 ? (
        <ul className="flex flex-col gap-2">
          {links.map((link) => (
            <GuestLinkItem key={link.id} link={link} />
          ))}
        </ul>
      ) : (
        <p className="text-sm text-slate-600">{t('section.none')}</p>
      )}
      {canCreate ? (
        <>
          <Button
            variant="outline"
            className="self-start"
            onClick={() => setOpen(true)}
            data-testid="guest-link-open"
          >
            <Link2 aria-hidden="true" />
            {t('section.create')}
          </Button>
          <GuestLinkDialog open={open} onOpenChange={setOpen} bookingId={booking.id} />
        </>
      ) : null}
    </section>
  );
}

function GuestLinkItem({ link }: { link: GuestLink }) {
  const { t } = useTranslation('guest-links');
  const language = useLanguage();
  const end = useEndGuestLink();
  const name = link.label ?? t('section.unnamed');
  const onEnd = () =>
    end.mutate(link.id, {
      onSuccess: () => toastSuccess(t('section.ended', { name })),
      onError: (error) => toastFailure(t('section.endFailed'), error),
    });
  return (
    <li
      className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-slate-200 p-3"
      data-testid="guest-link-item"
    >
      <div className="flex min-w-0 flex-col">
        <span className="font-medium break-words text-slate-900">{name}</span>
        <span className="text-xs text-slate-600">
          {t('section.validUntil', { time: formatTimestamp(new Date(link.validUntil), language) })}
          {link.includeDoorCode ? ` · ${t('section.withDoorCode')}` : ''}
        </span>
      </div>
      {link.canEnd ? (
        <Button
          variant="outline"
          size="sm"
          onClick={onEnd}
          disabled={end.isPending}
          aria-label={t('section.endNamed', { name })}
          data-testid="guest-link-end"
        >
          {t('section.end')}
        </Button>
      ) : null}
    </li>
  );
}
