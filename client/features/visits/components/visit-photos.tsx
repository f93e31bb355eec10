import { PHOTO_MAX_BYTES, PHOTO_UPLOAD_TYPES, PHOTOS_PER_VISIT_MAX } from '@shared/constants';
import type { Visit } from '@shared/schemas/visits';
import { ImagePlus } from 'lucide-react';
import { type ChangeEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useApiErrorMessage } from '@/lib/api-error-message';
import { useUploadVisitPhoto } from '../api/upload-visit-photo';
import { PhotoGallery } from './photo-gallery';
import { useCurrentVisit, VisitPhotoViewer } from './visit-photo-viewer';

type VisitPhotosProps = {
  visit: Visit;
  /** The entry's author and the owner add photos (as they change the entry). */
  canAdd: boolean;
};

/**
 * A visit's photos in its dialog (decision 033): the thumbnails, the viewer they open, and for
 * the author and the owner an Add photos button. The visit comes from the list query when it has
 * it, so a dialog opened on an older copy shows photos added or deleted since. (Under a row of
 * the log the thumbnails are the gallery alone, and the log has one viewer: decision 046.)
 */
export function VisitPhotos({ visit: given, canAdd }: VisitPhotosProps) {
  const { t } = useTranslation('visits');
  const visit = useCurrentVisit(given);
  const [shown, setShown] = useState<number | null>(null);
  const { photos } = visit;

  if (!canAdd && photos.length === 0) return null;
  return (
    <section className="flex flex-col gap-2" data-testid="visit-photos" aria-label={t('photos.title')}>
      <p className="text-sm font-medium text-slate-900">
        {t('photos.heading', { count: photos.length, max: PHOTOS_PER_VISIT_MAX })}
      </p>
      <PhotoGallery photos={photos} visitorName={visit.visitorName} onOpen={setShown} />
      <VisitPhotoViewer visit={visit} index={shown} onIndexChange={setShown} />
      {canAdd ? <AddPhotos visitId={visit.id} room={PHOTOS_PER_VISIT_MAX - photos.length} /> : null}
    </section>
  );
}

/**
 * Add photos: a file input (several files at once), sent one after the other. Sizes and the
 * count are checked here first to spare a long upload; the server decides, and its reason is
 * shown in the user's language.
 */
function AddPhotos({ visitId, room }: { visitId: string; room: number }) {
  const { t } = useTranslation('visits');
  const errorText = useApiErrorMessage();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadVisitPhoto();
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const [errors, setErrors] = useState<string[]>([]);

  const onChange = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = Array.from(event.target.files ?? []);
    // Emptied at once, so choosing the same file again is a change too.
    event.target.value = '';
    if (chosen.length === 0) return;
    const problems: string[] = [];
    const tooLarge = chosen.filter((file) => file.size > PHOTO_MAX_BYTES);
    for (const file of tooLarge) problems.push(t('photos.errors.tooLarge', { name: file.name }));
    let files = chosen.filter((file) => file.size <= PHOTO_MAX_BYTES);
    if (files.length > room) {
      problems.push(t('photos.errors.tooMany', { max: PHOTOS_PER_VISIT_MAX }));
      files = files.slice(0, Math.max(0, room));
    }
    setErrors(problems);
    for (const [index, file] of files.entries()) {
      setProgress({ done: index, total: files.length });
      try {
        await upload.mutateAsync({ visitId, file });
      } catch (error) {
        problems.push(`${file.name}: ${errorText(error, t('photos.errors.uploadFailed'))}`);
        setErrors([...problems]);
      }
    }
    setProgress(null);
  };

  const busy = progress !== null;
  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center gap-3">
        <input
          ref={input}
          id={`${id}-input`}
          type="file"
          accept={PHOTO_UPLOAD_TYPES.join(',')}
          multiple
          className="sr-only"
          tabIndex={-1}
          aria-label={t('photos.add')}
          disabled={busy || room <= 0}
          onChange={(event) => void onChange(event)}
          data-testid="visit-photo-input"
        />
        <Button
          variant="outline"
          size="sm"
          disabled={busy || room <= 0}
          aria-busy={busy || undefined}
          onClick={() => input.current?.click()}
          data-testid="visit-photo-add"
        >
          <ImagePlus aria-hidden="true" />
          {t('photos.add')}
        </Button>
        {busy ? (
          <span role="status" className="text-sm text-slate-600" data-testid="visit-photo-progress">
            {t('photos.uploading', { number: progress.done + 1, count: progress.total })}
          </span>
        ) : room <= 0 ? (
          <span className="text-sm text-slate-600">{t('photos.full', { max: PHOTOS_PER_VISIT_MAX })}</span>
        ) : null}
      </div>
      {errors.length > 0 ? (
        <ul
          role="alert"
          className="flex flex-col gap-1 text-sm font-medium text-red-700"
          data-testid="visit-photo-errors"
        >
          {errors.map((error) => (
            <li key={error}>{error}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
