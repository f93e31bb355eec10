import type { VisitPhoto } from '@shared/schemas/visits';
import { ChevronLeft, ChevronRight, Trash2 } from 'lucide-react';
import { type KeyboardEvent, type PointerEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { toastFailure, toastSuccess } from '@/components/toast/notify';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';

/** How far a finger must travel sideways (CSS px) before a swipe turns the photo. */
export const SWIPE_THRESHOLD_PX = 50;

export type PhotoViewerProps = {
  photos: VisitPhoto[];
  visitorName: string;
  /** The photo shown; null while the viewer is closed. */
  index: number | null;
  onIndexChange: (index: number | null) => void;
  canDelete: (photo: VisitPhoto) => boolean;
  onDelete: (photo: VisitPhoto) => Promise<unknown>;
  deleting: boolean;
};

/**
 * One photo at a time, as large as the screen allows: previous and next (round from the last to
 * the first) by the buttons, the arrow keys, or a horizontal swipe; Delete (with confirmation) for whoever added it and the owner.
 */
export function PhotoViewer({ photos, index, onIndexChange, ...rest }: PhotoViewerProps) {
  const shown = index === null ? undefined : photos[index];
  // Round from the last to the first: no button is ever disabled under the focus.
  const go = (step: -1 | 1) => {
    if (index !== null && photos.length > 1) onIndexChange((index + step + photos.length) % photos.length);
  };
  // On the dialog itself: the arrows turn the photo wherever the focus is inside it.
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') go(-1);
    else if (event.key === 'ArrowRight') go(1);
    else return;
    event.preventDefault();
  };
  return (
    <Dialog open={shown !== undefined} onOpenChange={(open) => (open ? undefined : onIndexChange(null))}>
      <DialogContent className="max-w-4xl gap-3 p-4 sm:p-6" onKeyDown={onKeyDown} data-testid="photo-viewer">
        {shown && index !== null ? (
          <ViewerBody
            photos={photos}
            index={index}
            photo={shown}
            onIndexChange={onIndexChange}
            go={go}
            {...rest}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

function ViewerBody({
  photos,
  visitorName,
  index,
  photo,
  onIndexChange,
  canDelete,
  onDelete,
  deleting,
  go,
}: Omit<PhotoViewerProps, 'index'> & { index: number; photo: VisitPhoto; go: (step: -1 | 1) => void }) {
  const { t } = useTranslation('visits');
  const [confirming, setConfirming] = useState(false);
  const swipeStart = useRef<{ x: number; y: number } | null>(null);
  const onPointerDown = (event: PointerEvent) => {
    swipeStart.current = { x: event.clientX, y: event.clientY };
  };
  const onPointerUp = (event: PointerEvent) => {
    const start = swipeStart.current;
    swipeStart.current = null;
    if (!start) return;
    const dx = event.clientX - start.x;
    // Sideways more than down: a scroll or a tap is not a swipe.
    if (Math.abs(dx) < SWIPE_THRESHOLD_PX || Math.abs(dx) < Math.abs(event.clientY - start.y)) return;
    go(dx < 0 ? 1 : -1);
  };

  const remove = async () => {
    try {
      await onDelete(photo);
    } catch (error) {
      toastFailure(t('photos.errors.deleteFailed'), error);
      setConfirming(false);
      return;
    }
    toastSuccess(t('photos.toasts.deleted'));
    setConfirming(false);
    // The next photo takes the deleted one's place; the last one gone closes the viewer.
    onIndexChange(photos.length <= 1 ? null : Math.min(index, photos.length - 2));
  };

  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-col gap-1 pr-6">
        <DialogTitle className="text-lg font-semibold text-slate-900">
          {t('photos.viewerTitle', { name: visitorName })}
        </DialogTitle>
        <DialogDescription className="text-sm text-slate-600" data-testid="photo-viewer-position">
          {t('photos.position', { number: index + 1, count: photos.length })}
        </DialogDescription>
      </div>
      <div
        className="flex touch-pan-y items-center justify-center rounded-md bg-slate-950 select-none"
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => {
          swipeStart.current = null;
        }}
        data-testid="photo-viewer-stage"
      >
        <img
          key={photo.id}
          src={photo.url}
          width={photo.width}
          height={photo.height}
          alt={t('photos.alt', { number: index + 1, name: visitorName })}
          draggable={false}
          className="h-auto max-h-[70dvh] w-auto max-w-full object-contain"
          data-testid="photo-viewer-image"
        />
      </div>
      <div className="flex flex-wrap items-center justify-between gap-2">
        {photos.length > 1 ? (
          <div className="flex gap-2">
            <Button variant="outline" onClick={() => go(-1)} data-testid="photo-previous">
              <ChevronLeft aria-hidden="true" />
              {t('photos.previous')}
            </Button>
            <Button variant="outline" onClick={() => go(1)} data-testid="photo-next">
              {t('photos.next')}
              <ChevronRight aria-hidden="true" />
            </Button>
          </div>
        ) : (
          <span />
        )}
        {canDelete(photo) ? (
          <Button
            variant="outline"
            className="border-red-200 text-red-700 hover:bg-red-50"
            onClick={() => setConfirming(true)}
            disabled={deleting}
            data-testid="photo-delete"
          >
            <Trash2 aria-hidden="true" />
            {t('photos.delete')}
          </Button>
        ) : null}
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('photos.confirmDelete.title')}
        description={t('photos.confirmDelete.description')}
        confirmLabel={t('photos.confirmDelete.confirm')}
        pendingLabel={t('photos.confirmDelete.pending')}
        pending={deleting}
        onConfirm={() => void remove()}
      />
    </div>
  );
}
