import type { Booking } from '@shared/schemas/bookings';
import type { Visit } from '@shared/schemas/visits';
import { BookOpen, CalendarPlus, NotebookPen } from 'lucide-react';
import { memo, useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SectionEmpty, SectionPending, SectionTitle } from '@/components/section-parts';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useCurrentUser } from '@/features/auth';
import {
  BookingDialog,
  ExistingBookingDialog,
  RequestsInbox,
  useBookings,
  useBookingViewer,
} from '@/features/bookings';
import { useNeededItemNames } from '@/features/shopping';
import { useCabinToday } from '@/lib/use-cabin-today';
import { useVisits } from '../api/get-visits';
import { buildVisitLog, canEditVisit } from '../lib/visit-log';
import { VisitDetailsDialog } from './visit-details-dialog';
import { VisitDialog } from './visit-dialog';
import { VisitLogSections } from './visit-log-sections';

type OpenDialog =
  | { kind: 'book' }
  | { kind: 'visit'; visit?: Visit }
  | { kind: 'visitDetails'; visit: Visit };

/**
 * The visit log (product section 2): Book and Log a visit buttons, then current bookings, completed
 * visits and declined bookings, or an empty state when the cabin has neither bookings nor visits.
 * Clicking a booking follows the spec's click rules; a visit opens for editing to its author or
 * the owner, read-only to everyone else.
 */
export function VisitsSection() {
  const { t } = useTranslation('shell');
  const { t: tv } = useTranslation('visits');
  const user = useCurrentUser();
  const [dialog, setDialog] = useState<OpenDialog | null>(null);
  const [booking, setBooking] = useState<Booking | null>(null);
  const neededItems = useNeededItemNames();
  const hasCabin = user.currentCabinId !== null;
  const close = (open: boolean) => {
    if (!open) setDialog(null);
  };
  // Stable, so opening or closing a dialog re-renders none of the log's rows (decision 046).
  const openVisit = useCallback(
    (visit: Visit, editable: boolean) =>
      setDialog(editable ? { kind: 'visit', visit } : { kind: 'visitDetails', visit }),
    [],
  );

  return (
    <div data-testid="section-visits" className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <SectionTitle>{t('sections.visits')}</SectionTitle>
        {hasCabin ? (
          <div className="flex flex-wrap gap-2 max-md:w-full">
            <Button onClick={() => setDialog({ kind: 'book' })} data-testid="book-button">
              <CalendarPlus aria-hidden="true" />
              {tv('actions.book')}
            </Button>
            <Button
              variant="outline"
              onClick={() => setDialog({ kind: 'visit' })}
              data-testid="log-visit-button"
            >
              <NotebookPen aria-hidden="true" />
              {tv('actions.logVisit')}
            </Button>
          </div>
        ) : null}
      </div>
      {hasCabin ? <RequestsInbox /> : null}
      {hasCabin ? (
        <VisitLogContent onOpenBooking={setBooking} onOpenVisit={openVisit} />
      ) : (
        <Card className="flex items-center gap-4 p-6" data-testid="visits-no-cabin">
          <BookOpen className="size-6 shrink-0 text-brand-700" aria-hidden="true" />
          <p className="text-slate-700">{tv('noCabin')}</p>
        </Card>
      )}
      <BookingDialog open={dialog?.kind === 'book'} onOpenChange={close} neededItems={neededItems} />
      <VisitDialog
        key={dialog?.kind === 'visit' ? (dialog.visit?.id ?? 'new') : 'closed'}
        open={dialog?.kind === 'visit'}
        onOpenChange={close}
        visit={dialog?.kind === 'visit' ? dialog.visit : undefined}
      />
      <VisitDetailsDialog
        open={dialog?.kind === 'visitDetails'}
        onOpenChange={close}
        visit={dialog?.kind === 'visitDetails' ? dialog.visit : null}
      />
      <ExistingBookingDialog booking={booking} onClose={() => setBooking(null)} />
    </div>
  );
}

const VisitLogContent = memo(function VisitLogContent({
  onOpenBooking,
  onOpenVisit,
}: {
  onOpenBooking: (booking: Booking) => void;
  onOpenVisit: (visit: Visit, editable: boolean) => void;
}) {
  const { t } = useTranslation('visits');
  const bookings = useBookings();
  const visits = useVisits();
  const { userId, role } = useBookingViewer();
  const today = useCabinToday();
  const log = useMemo(
    () => (bookings.data && visits.data ? buildVisitLog(bookings.data, visits.data, today) : null),
    [bookings.data, visits.data, today],
  );
  const openVisit = useCallback(
    (visit: Visit) => onOpenVisit(visit, canEditVisit(visit, { userId, role })),
    [onOpenVisit, userId, role],
  );

  if (!log) {
    return (
      <SectionPending
        failed={bookings.isError || visits.isError}
        failure={t('loadFailed')}
        onRetry={() => {
          if (bookings.isError) void bookings.refetch();
          if (visits.isError) void visits.refetch();
        }}
        testId="visits"
      />
    );
  }

  if (log.current.length === 0 && log.completed.length === 0 && log.declined.length === 0) {
    return (
      <SectionEmpty icon={BookOpen} title={t('empty.title')} testId="visits-empty">
        {t('empty.description')}
      </SectionEmpty>
    );
  }

  return <VisitLogSections log={log} onOpenBooking={onOpenBooking} onOpenVisit={openVisit} />;
});
