import type { Visit } from '@shared/schemas/visits';
import { useTranslation } from 'react-i18next';
import { DetailsDialog, DialogHeading, type DialogStateProps } from '@/components/dialog-shell';
import { Fact, FactList } from '@/components/fact-list';
import { useStayText } from '@/features/bookings';
import { personName } from '@/lib/names';
import { VisitPhotos } from './visit-photos';

export type VisitDetailsDialogProps = DialogStateProps & {
  visit: Visit | null | undefined;
};

/** Someone else's guest-book entry, read-only. */
export function VisitDetailsDialog({ open, onOpenChange, visit }: VisitDetailsDialogProps) {
  const { t } = useTranslation('visits');
  const text = useStayText();
  return (
    <DetailsDialog open={open} onOpenChange={onOpenChange} item={visit} testId="visit-details-dialog">
      {(shown) => (
        <>
          <DialogHeading
            title={t('details.title', { name: shown.visitorName })}
            description={text.range(shown.startDate, shown.endDate)}
          />
          <FactList>
            <Fact label={t('details.guests')}>{text.guests(shown.adults, shown.children)}</Fact>
            <Fact label={t('dialog.message')}>{shown.message || t('details.noMessage')}</Fact>
            {shown.user ? <Fact label={t('details.loggedBy')}>{personName(shown.user)}</Fact> : null}
          </FactList>
          <VisitPhotos visit={shown} canAdd={false} />
        </>
      )}
    </DetailsDialog>
  );
}
