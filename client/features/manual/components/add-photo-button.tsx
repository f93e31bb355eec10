import { PHOTO_MAX_BYTES, PHOTO_UPLOAD_TYPES } from '@shared/constants';
import { ImagePlus } from 'lucide-react';
import { type ChangeEvent, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { toastFailure } from '@/components/toast/notify';
import { Button } from '@/components/ui/button';
import { useUploadManualPhoto } from '../api/upload-manual-photo';

/** The Markdown that shows an uploaded photo in a section. */
export const photoMarkdown = (url: string) => `![](${url})`;

/**
 * "Add photo" in the section dialog: one file, uploaded at once, and its Markdown handed to
 * `onUploaded` to go into the text. The file input is visually hidden behind a real button, so
 * the control looks and is reached like the dialog's other buttons.
 */
export function AddPhotoButton({
  disabled,
  onPendingChange,
  onUploaded,
}: {
  disabled?: boolean;
  onPendingChange: (pending: boolean) => void;
  onUploaded: (markdown: string) => void;
}) {
  const { t } = useTranslation('manual');
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadManualPhoto();

  const onChange = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Emptied at once, so choosing the same file again is a change too.
    event.target.value = '';
    if (!file) return;
    // Checked here first to spare a long upload; the server decides either way.
    if (file.size > PHOTO_MAX_BYTES) {
      toastFailure(t('photo.tooLarge', { max: PHOTO_MAX_BYTES / 1024 / 1024 }), null);
      return;
    }
    onPendingChange(true);
    try {
      const photo = await upload.mutateAsync(file);
      onUploaded(photoMarkdown(photo.url));
    } catch (error) {
      toastFailure(t('photo.failed'), error);
    } finally {
      onPendingChange(false);
    }
  };

  const pending = upload.isPending;
  return (
    <div className="flex items-center gap-3">
      <input
        ref={input}
        id={`${id}-input`}
        type="file"
        accept={PHOTO_UPLOAD_TYPES.join(',')}
        className="sr-only"
        tabIndex={-1}
        aria-label={t('photo.add')}
        disabled={disabled || pending}
        onChange={(event) => void onChange(event)}
        data-testid="manual-photo-input"
      />
      <Button
        type="button"
        variant="outline"
        size="sm"
        disabled={disabled || pending}
        aria-busy={pending || undefined}
        onClick={() => input.current?.click()}
        data-testid="manual-photo-add"
      >
        <ImagePlus aria-hidden="true" />
        {pending ? t('photo.uploading') : t('photo.add')}
      </Button>
    </div>
  );
}
