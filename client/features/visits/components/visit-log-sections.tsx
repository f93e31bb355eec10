import type { Booking } from '@shared/schemas/bookings';
import type { Visit } from '@shared/schemas/visits';
import { ChevronDown } from 'lucide-react';
import { Collapsible } from 'radix-ui';
import { memo, type ReactNode, useCallback, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { BookingStatusBadge, useStayText } from '@/features/bookings';
import { personName } from '@/lib/names';
import type { CompletedEntry, VisitLog } from '../lib/visit-log';
import { EntryItem, PagedEntryList } from './paged-entry-list';
import { PhotoGallery } from './photo-gallery';
import { VisitPhotoViewer } from './visit-photo-viewer';

type VisitLogSectionsProps = {
  log: VisitLog;
  onOpenBooking: (booking: Booking) => void;
  onOpenVisit: (visit: Visit) => void;
};

/** A photo shown in the log's viewer: whose, and which. */
type ShownPhoto = { visit: Visit; index: number };

/**
 * Current bookings, then Completed visits (open at first) and Declined bookings (closed at first),
 * both collapsible with their count. A collapsible section is left out while it is empty. Each
 * section renders a page of entries at a time as they are scrolled to, the rows are memoised (the
 * callbacks given must be stable), and one photo viewer serves every row (decision 046).
 */
export function VisitLogSections({ log, onOpenBooking, onOpenVisit }: VisitLogSectionsProps) {
  const { t } = useTranslation('visits');
  const titleId = useId();
  const [photo, setPhoto] = useState<ShownPhoto | null>(null);
  const openPhoto = useCallback((visit: Visit, index: number) => setPhoto({ visit, index }), []);
  const completedRow = useCallback(
    (entry: CompletedEntry) =>
      entry.kind === 'visit' ? (
        <VisitRow
          key={`visit-${entry.visit.id}`}
          visit={entry.visit}
          onOpen={onOpenVisit}
          onOpenPhoto={openPhoto}
        />
      ) : (
        <BookingRow
          key={`booking-${entry.booking.id}`}
          booking={entry.booking}
          completed
          onOpen={onOpenBooking}
        />
      ),
    [onOpenBooking, onOpenVisit, openPhoto],
  );
  const bookingRow = useCallback(
    (booking: Booking) => <BookingRow key={booking.id} booking={booking} onOpen={onOpenBooking} />,
    [onOpenBooking],
  );
  return (
    <div className="flex flex-col gap-6">
      <section data-testid="current-bookings" aria-labelledby={titleId} className="flex flex-col gap-3">
        <h2 id={titleId} className="text-lg font-semibold text-slate-900">
          {t('sections.current')}
        </h2>
        {log.current.length > 0 ? (
          <PagedEntryList entries={log.current} renderEntry={bookingRow} />
        ) : (
          <p className="text-sm text-slate-600">{t('sections.noCurrent')}</p>
        )}
      </section>
      {log.completed.length > 0 ? (
        <CollapsibleSection
          testId="completed-visits"
          title={t('sections.completed')}
          count={log.completed.length}
          defaultOpen
        >
          <PagedEntryList entries={log.completed} renderEntry={completedRow} />
        </CollapsibleSection>
      ) : null}
      {log.declined.length > 0 ? (
        <CollapsibleSection
          testId="declined-bookings"
          title={t('sections.declined')}
          count={log.declined.length}
        >
          <PagedEntryList entries={log.declined} renderEntry={bookingRow} />
        </CollapsibleSection>
      ) : null}
      {photo ? (
        <VisitPhotoViewer
          visit={photo.visit}
          index={photo.index}
          onIndexChange={(index) => setPhoto(index === null ? null : { visit: photo.visit, index })}
        />
      ) : null}
    </div>
  );
}

function CollapsibleSection({
  testId,
  title,
  count,
  defaultOpen = false,
  children,
}: {
  testId: string;
  title: string;
  count: number;
  defaultOpen?: boolean;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(defaultOpen);
  return (
    <Collapsible.Root open={open} onOpenChange={setOpen} asChild>
      <section data-testid={testId} className="flex flex-col gap-3">
        <h2 className="text-lg font-semibold text-slate-900">
          <Collapsible.Trigger className="group flex w-full items-center gap-2 rounded-md py-1 text-left hover:text-brand-700">
            <span>{title}</span>
            <Badge variant="secondary" data-testid="section-count">
              {count}
            </Badge>
            <ChevronDown
              className="ml-auto size-5 transition-transform group-data-[state=open]:rotate-180"
              aria-hidden="true"
            />
          </Collapsible.Trigger>
        </h2>
        <Collapsible.Content>{children}</Collapsible.Content>
      </section>
    </Collapsible.Root>
  );
}

const rowClass =
  'flex w-full flex-col gap-1 rounded-lg border border-slate-200 bg-white p-3 text-left shadow-sm transition-colors hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700';

const BookingRow = memo(function BookingRow({
  booking,
  completed = false,
  onOpen,
}: {
  booking: Booking;
  completed?: boolean;
  onOpen: (booking: Booking) => void;
}) {
  const text = useStayText();
  return (
    <EntryItem>
      <button
        type="button"
        className={rowClass}
        data-testid={`booking-${booking.id}`}
        onClick={() => onOpen(booking)}
      >
        <span className="flex items-center justify-between gap-2">
          <span className="font-medium text-slate-900">{personName(booking.user)}</span>
          <BookingStatusBadge status={completed ? 'completed' : booking.status} />
        </span>
        <span className="text-sm text-slate-800">{text.range(booking.startDate, booking.endDate)}</span>
        <span className="text-sm text-slate-600">{text.guests(booking.adults, booking.children)}</span>
        {booking.notes ? <span className="line-clamp-2 text-sm text-slate-600">{booking.notes}</span> : null}
      </button>
    </EntryItem>
  );
});

/**
 * A logged visit: its button, and its thumbnails under it. The thumbnails are a gallery alone; the
 * log's one viewer shows them (a viewer, a delete call and a list subscription per row cost every
 * row's render, decision 046).
 */
const VisitRow = memo(function VisitRow({
  visit,
  onOpen,
  onOpenPhoto,
}: {
  visit: Visit;
  onOpen: (visit: Visit) => void;
  onOpenPhoto: (visit: Visit, index: number) => void;
}) {
  const { t } = useTranslation('visits');
  const text = useStayText();
  const author = visit.user ? personName(visit.user) : null;
  return (
    <EntryItem>
      <button
        type="button"
        className={rowClass}
        data-testid={`visit-${visit.id}`}
        onClick={() => onOpen(visit)}
      >
        <span className="flex items-center justify-between gap-2">
          <span className="font-medium text-slate-900">{visit.visitorName}</span>
          <Badge variant="outline">{t('entry.visit')}</Badge>
        </span>
        <span className="text-sm text-slate-800">{text.range(visit.startDate, visit.endDate)}</span>
        <span className="text-sm text-slate-600">{text.guests(visit.adults, visit.children)}</span>
        {visit.message ? (
          <span className="line-clamp-2 text-sm text-slate-600 italic">{visit.message}</span>
        ) : null}
        {author && author !== visit.visitorName ? (
          <span className="text-xs text-slate-500">{t('entry.loggedBy', { name: author })}</span>
        ) : null}
      </button>
      {/* Beside the row's button, not in it: each thumbnail is a button of its own. */}
      {visit.photos.length > 0 ? (
        <div className="px-1 pt-2">
          <PhotoGallery
            photos={visit.photos}
            visitorName={visit.visitorName}
            onOpen={(index) => onOpenPhoto(visit, index)}
            compact
          />
        </div>
      ) : null}
    </EntryItem>
  );
});
