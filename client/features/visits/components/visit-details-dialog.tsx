import type { Visit } from '@shared/schemas/visits';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { personName, useStayText } from '@/features/bookings';

export type VisitDetailsDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  visit: Visit | null | undefined;
};

/** Someone else's guest-book entry, read-only. */
export function VisitDetailsDialog({ open, onOpenChange, visit }: VisitDetailsDialogProps) {
  const { t } = useTranslation('visits');
  const { t: tc } = useTranslation();
  const text = useStayText();
  return (
    <Dialog open={open && Boolean(visit)} onOpenChange={onOpenChange}>
      <DialogContent data-testid="visit-details-dialog">
        {visit ? (
          <>
            <DialogHeader>
              <DialogTitle>{t('details.title', { name: visit.visitorName })}</DialogTitle>
              <DialogDescription>{text.range(visit.startDate, visit.endDate)}</DialogDescription>
            </DialogHeader>
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
              <Fact label={t('details.guests')}>{text.guests(visit.adults, visit.children)}</Fact>
              <Fact label={t('dialog.message')}>{visit.message || t('details.noMessage')}</Fact>
              {visit.user ? <Fact label={t('details.loggedBy')}>{personName(visit.user)}</Fact> : null}
            </dl>
            <DialogFooter>
              <DialogClose asChild>
                <Button variant="outline">{tc('actions.close')}</Button>
              </DialogClose>
            </DialogFooter>
          </>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt className="font-medium text-slate-600">{label}</dt>
      <dd className="break-words whitespace-pre-line text-slate-900">{children}</dd>
    </>
  );
}
