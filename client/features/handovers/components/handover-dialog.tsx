import { HANDOVER_PHOTOS_MAX } from '@shared/schemas/handovers';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SectionPending } from '@/components/section-parts';
import { toastFailure } from '@/components/toast/notify';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { useStayText } from '@/features/bookings';
import { useHandover } from '../api/get-handover';
import { useUploadHandoverPhoto } from '../api/upload-handover-photo';
import { HandoverForm } from './handover-form';
import { HandoverRead } from './handover-read';

/**
 * "Write the handover" / "Handover" on a departure checklist run or a booking's details (issue
 * #41): a button that opens the stay's handover, to write while its window is open, else to read.
 */
export function HandoverButton({ bookingId, write = false }: { bookingId: string; write?: boolean }) {
  const { t } = useTranslation('handovers');
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant={write ? 'default' : 'outline'}
        className="self-start"
        onClick={() => setOpen(true)}
        data-testid="handover-open"
      >
        {write ? t('write') : t('open')}
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent data-testid="handover-dialog">
          {open ? <HandoverContent bookingId={bookingId} /> : null}
        </DialogContent>
      </Dialog>
    </>
  );
}

function HandoverContent({ bookingId }: { bookingId: string }) {
  const { t } = useTranslation('handovers');
  const stayText = useStayText();
  const view = useHandover(bookingId);
  if (!view.data) {
    return (
      <>
        <DialogHeader>
          <DialogTitle>{t('title')}</DialogTitle>
          <DialogDescription className="sr-only">{t('title')}</DialogDescription>
        </DialogHeader>
        <SectionPending failed={view.isError} failure={t('loadFailed')} onRetry={() => void view.refetch()} />
      </>
    );
  }
  const { stay, handover, canWrite, canMakeTasks, open } = view.data;
  return (
    <div className="flex max-h-[80vh] flex-col gap-4 overflow-y-auto">
      <DialogHeader>
        <DialogTitle>{t('title')}</DialogTitle>
        <DialogDescription>
          {t('titleFor', { name: stay.bookerName, dates: stayText.range(stay.startDate, stay.endDate) })}
        </DialogDescription>
      </DialogHeader>
      {canWrite ? (
        <>
          <HandoverForm key={handover?.updatedAt ?? 'new'} bookingId={bookingId} handover={handover} />
          {handover ? <PhotoUpload bookingId={bookingId} count={handover.photos.length} /> : null}
        </>
      ) : open ? null : (
        <p className="text-sm text-slate-600">{t('closed')}</p>
      )}
      {handover ? (
        <HandoverRead bookingId={bookingId} handover={handover} canMakeTasks={canMakeTasks} />
      ) : (
        <p className="text-sm text-slate-600" data-testid="handover-none">
          {t('notWritten')}
        </p>
      )}
    </div>
  );
}

/** One more photo of a written handover, up to three. */
function PhotoUpload({ bookingId, count }: { bookingId: string; count: number }) {
  const { t } = useTranslation('handovers');
  const id = useId();
  const upload = useUploadHandoverPhoto();
  if (count >= HANDOVER_PHOTOS_MAX) return null;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={`${id}-photo`} className="text-sm font-medium text-slate-900">
        {t('addPhoto')}
      </label>
      <input
        id={`${id}-photo`}
        type="file"
        accept="image/jpeg,image/png,image/webp"
        disabled={upload.isPending}
        data-testid="handover-photo"
        className="text-sm"
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (!file) return;
          upload.mutateAsync({ bookingId, file }).catch((error) => toastFailure(t('photoFailed'), error));
        }}
      />
    </div>
  );
}
