import { PHOTO_THUMBNAIL_SIDE_MAX } from '@shared/constants';
import type { VisitPhoto } from '@shared/schemas/visits';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';

/** The thumbnail's own size (the server scales the long side to at most 400 px). */
export function thumbnailSize({ width, height }: Pick<VisitPhoto, 'width' | 'height'>) {
  const scale = Math.min(1, PHOTO_THUMBNAIL_SIDE_MAX / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

type PhotoGalleryProps = {
  photos: VisitPhoto[];
  /** Whose visit, for the thumbnails' text. */
  visitorName: string;
  onOpen: (index: number) => void;
  /** Small squares under a row of the log; larger in a dialog. */
  compact?: boolean;
};

/**
 * A visit's thumbnails, each a button that opens the viewer. They load lazily (a long guest book
 * fetches only what is scrolled to) and carry their size, so nothing shifts as they arrive. Each
 * button is a box of fixed size with `contain: strict`: a thumbnail arriving lays out and paints
 * that box alone, not the page of entries around it (decision 046).
 */
export function PhotoGallery({ photos, visitorName, onOpen, compact = false }: PhotoGalleryProps) {
  const { t } = useTranslation('visits');
  if (photos.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-2" data-testid="photo-gallery">
      {photos.map((photo, index) => {
        const size = thumbnailSize(photo);
        return (
          <li key={photo.id}>
            <button
              type="button"
              onClick={() => onOpen(index)}
              data-testid={`photo-thumb-${photo.id}`}
              aria-label={t('photos.open', { number: index + 1, count: photos.length, name: visitorName })}
              className={cn(
                'block overflow-hidden rounded-md border [contain:strict] border-slate-200 bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700',
                compact ? 'size-14' : 'size-20',
              )}
            >
              <img
                src={photo.thumbnailUrl}
                width={size.width}
                height={size.height}
                loading="lazy"
                decoding="async"
                alt=""
                className="size-full object-cover"
              />
            </button>
          </li>
        );
      })}
    </ul>
  );
}
