import { startOfMonth } from '@shared/calendar-dates';
import type { Booking } from '@shared/schemas/bookings';
import { CalendarDays, Rss } from 'lucide-react';
import { type ComponentProps, Suspense, useCallback, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IconMessageCard, SectionTitle } from '@/components/section-parts';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useCurrentUser } from '@/features/auth';
import {
  BookingDialog,
  ExistingBookingDialog,
  useBookings,
  useBookingViewer,
  WaitlistCard,
} from '@/features/bookings';
import { useCabin } from '@/features/cabins';
import { PeakLegendItem, usePeakDays } from '@/features/fair-share';
import { BookingGuestLinks } from '@/features/guest-links';
import { HandoverButton } from '@/features/handovers';
import { SeasonLegendItems, useSeasonDays } from '@/features/holidays';
import { StayPower } from '@/features/power';
import { useNeededItemNames } from '@/features/shopping';
import { BookingSwap, SwapOffersSection } from '@/features/swaps';
import { useCabinToday } from '@/lib/use-cabin-today';
import { type NightRange, toBookingDates } from '../lib/selection';
import { myUpcomingBookings } from '../lib/upcoming';
import { CalendarHeader } from './calendar-header';
import { CalendarLegend } from './calendar-legend';
import { MonthGrid } from './month-grid';
import { SubscribeDialog } from './subscribe-dialog';
import { UpcomingBookings } from './upcoming-bookings';

/**
 * The booking calendar (product section 2, Calendar): the month with week numbers, previous / today /
 * next, the legend, the subscribe button and the user's upcoming stays.
 * Dragging over free days (or a click, or Enter) opens the booking dialog for those nights;
 * a booked day opens its booking as the visit log does.
 */
export function CalendarSection() {
  const { t } = useTranslation('shell');
  const user = useCurrentUser();
  return (
    <div data-testid="section-calendar" className="flex flex-col gap-6">
      <SectionTitle>{t('sections.calendar')}</SectionTitle>
      {user.currentCabinId === null ? <NoCabin /> : <CabinCalendar />}
    </div>
  );
}

function NoCabin() {
  const { t } = useTranslation('calendar');
  return (
    <IconMessageCard icon={CalendarDays} testId="calendar-no-cabin">
      {t('noCabin')}
    </IconMessageCard>
  );
}

/** What the calendar has open: the new-booking dialog for a selection, or a booking. */
type Opened = { kind: 'new'; range: NightRange } | { kind: 'booking'; booking: Booking } | null;

function CabinCalendar() {
  const { t } = useTranslation('calendar');
  const { t: tc } = useTranslation();
  const titleId = useId();
  const today = useCabinToday();
  const viewer = useBookingViewer();
  const bookings = useBookings();
  const peakDays = usePeakDays();
  const [month, setMonth] = useState(() => startOfMonth(today));
  const seasonDays = useSeasonDays(month);
  const [opened, setOpened] = useState<Opened>(null);

  const upcoming = useMemo(
    () => myUpcomingBookings(bookings.data ?? [], viewer.userId, today),
    [bookings.data, viewer.userId, today],
  );

  // Stable, so the month (memoised) renders again only for what it shows (issue #38).
  const openBooking = useCallback((booking: Booking) => setOpened({ kind: 'booking', booking }), []);
  const selectNights = useCallback((range: NightRange) => setOpened({ kind: 'new', range }), []);
  const close = (open: boolean) => {
    if (!open) setOpened(null);
  };

  return (
    <>
      <Card className="flex flex-col gap-3 p-2 sm:gap-4 sm:p-6" data-testid="calendar-card">
        <CalendarHeader
          month={month}
          titleId={titleId}
          onPrevious={() => setMonth((current) => startOfMonth(current, -1))}
          onNext={() => setMonth((current) => startOfMonth(current, 1))}
          onToday={() => setMonth(startOfMonth(today))}
        />
        {bookings.isError ? (
          <div
            role="alert"
            className="flex flex-wrap items-center gap-3 rounded-md bg-red-50 px-3 py-2 text-sm text-red-800"
          >
            <span className="font-medium">{t('loadFailed')}</span>
            <Button size="sm" variant="outline" onClick={() => void bookings.refetch()}>
              {tc('actions.tryAgain')}
            </Button>
          </div>
        ) : bookings.isPending ? (
          <p role="status" className="text-sm text-slate-600" data-testid="calendar-loading">
            {t('loading')}
          </p>
        ) : null}
        <MonthGrid
          month={month}
          today={today}
          bookings={bookings.data}
          peakDays={peakDays}
          seasonDays={seasonDays}
          highlight={opened?.kind === 'new' ? opened.range : null}
          titleId={titleId}
          onMonthChange={setMonth}
          onSelectNights={selectNights}
          onOpenBooking={openBooking}
        />
        <p className="px-1 text-xs text-slate-600 sm:text-sm">{t('hint')}</p>
        <div className="flex flex-wrap items-center justify-between gap-3 px-1">
          <CalendarLegend>
            {peakDays.size > 0 ? <PeakLegendItem /> : null}
            {seasonDays.size > 0 ? <SeasonLegendItems /> : null}
          </CalendarLegend>
          <SubscribeButton />
        </div>
      </Card>
      <UpcomingBookings bookings={upcoming} onOpen={openBooking} />
      <WaitlistCard />
      <Suspense fallback={null}>
        <SwapOffersSection />
      </Suspense>

      <NewBookingDialog
        open={opened?.kind === 'new'}
        onOpenChange={close}
        initialRange={opened?.kind === 'new' ? toBookingDates(opened.range) : undefined}
      />
      <ExistingBookingDialog
        booking={opened?.kind === 'booking' ? opened.booking : null}
        onClose={() => setOpened(null)}
        detailsExtra={extrasOfBooking}
        editExtra={extrasOfOwnBooking}
      />
    </>
  );
}

/**
 * Someone else's booking offers a swap for it, or shows the offers about it (issue #40), and its
 * guest links (issue #41).
 */
const extrasOfBooking = (booking: Booking) => (
  <Suspense fallback={null}>
    <BookingSwap booking={booking} />
    {/* Issue #41: an approved stay's handover, to read (or write, for who took part). */}
    {booking.status === 'approved' ? <HandoverButton bookingId={booking.id} /> : null}
    <BookingGuestLinks booking={booking} />
    {/* Issue #41: an approved stay's power bill, or what it still needs. */}
    {booking.status === 'approved' ? <StayPower bookingId={booking.id} /> : null}
  </Suspense>
);

/**
 * One's own booking (or, for the owner, any) in the edit dialog: its handover, so the booker
 * reaches it from their own stay too, and its guest links (issue #41).
 */
const extrasOfOwnBooking = (booking: Booking) => (
  <Suspense fallback={null}>
    {booking.status === 'approved' ? <HandoverButton bookingId={booking.id} /> : null}
    <BookingGuestLinks booking={booking} />
    {/* Issue #41: an approved stay's power bill, or what it still needs. */}
    {booking.status === 'approved' ? <StayPower bookingId={booking.id} /> : null}
  </Suspense>
);

/**
 * The booking dialog with the shopping list's reminder (product section 5): the list's answer,
 * which comes after the bookings', renders this again and not the whole month (issue #38).
 */
function NewBookingDialog(props: Omit<ComponentProps<typeof BookingDialog>, 'neededItems'>) {
  return <BookingDialog {...props} neededItems={useNeededItemNames()} />;
}

/** Opens the subscribe dialog for the current cabin (decision 012). */
function SubscribeButton() {
  const { t } = useTranslation('calendar');
  const cabinId = useCurrentUser().currentCabinId;
  const cabin = useCabin();
  const [open, setOpen] = useState(false);
  if (cabinId === null) return null;
  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)} data-testid="calendar-subscribe">
        <Rss aria-hidden="true" />
        {t('subscribe.button')}
      </Button>
      <SubscribeDialog
        open={open}
        onOpenChange={setOpen}
        cabinId={cabinId}
        cabinName={cabin.data?.name ?? null}
      />
    </>
  );
}
