import type { Booking } from '@shared/schemas/bookings';
import type { Visit } from '@shared/schemas/visits';
import { ChevronDown } from 'lucide-react';
import { Collapsible } from 'radix-ui';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { BookingStatusBadge, useStayText } from '@/features/bookings';
import { personName } from '@/lib/names';
import type { VisitLog } from '../lib/visit-log';
import { VisitPhotos } from './visit-photos';

type VisitLogSectionsProps = {
  log: VisitLog;
  onOpenBooking: (booking: Booking) => void;
  onOpenVisit: (visit: Visit) => void;
};

/**
 * Current bookings, then Completed visits (open at first) and Declined bookings (closed at first),
 * both collapsible with their count. A collapsible section is left out while it is empty.
 */
export function VisitLogSections({ log, onOpenBooking, onOpenVisit }: VisitLogSectionsProps) {
  const { t } = useTranslation('visits');
  const titleId = useId();
  return (
    <div className="flex flex-col gap-6">
      <section data-testid="current-bookings" aria-labelledby={titleId} className="flex flex-col gap-3">
        <h2 id={titleId} className="text-lg font-semibold text-slate-900">
          {t('sections.current')}
        </h2>
        {log.current.length > 0 ? (
          <EntryList>
            {log.current.map((booking) => (
              <BookingRow key={booking.id} booking={booking} onOpen={onOpenBooking} />
            ))}
          </EntryList>
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
          {log.completed.map((entry) =>
            entry.kind === 'visit' ? (
              <VisitRow key={`visit-${entry.visit.id}`} visit={entry.visit} onOpen={onOpenVisit} />
            ) : (
              <BookingRow
                key={`booking-${entry.booking.id}`}
                booking={entry.booking}
                completed
                onOpen={onOpenBooking}
              />
            ),
          )}
        </CollapsibleSection>
      ) : null}
      {log.declined.length > 0 ? (
        <CollapsibleSection
          testId="declined-bookings"
          title={t('sections.declined')}
          count={log.declined.length}
        >
          {log.declined.map((booking) => (
            <BookingRow key={booking.id} booking={booking} onOpen={onOpenBooking} />
          ))}
        </CollapsibleSection>
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
        <Collapsible.Content>
          <EntryList>{children}</EntryList>
        </Collapsible.Content>
      </section>
    </Collapsible.Root>
  );
}

function EntryList({ children }: { children: ReactNode }) {
  return <ul className="flex flex-col gap-2">{children}</ul>;
}

const rowClass =
  'flex w-full flex-col gap-1 rounded-lg border border-slate-200 bg-white p-3 text-left shadow-sm transition-colors hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700';

function BookingRow({
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
    <li>
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
    </li>
  );
}

function VisitRow({ visit, onOpen }: { visit: Visit; onOpen: (visit: Visit) => void }) {
  const { t } = useTranslation('visits');
  const text = useStayText();
  const author = visit.user ? personName(visit.user) : null;
  return (
    <li>
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
      <VisitPhotos visit={visit} canAdd={false} compact />
    </li>
  );
}
