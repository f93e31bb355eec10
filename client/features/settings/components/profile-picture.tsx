import type { User } from '@shared/schemas/auth';
import { Trash2, Upload } from 'lucide-react';
import { type ChangeEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toastFailure, toastSuccess } from '@/components/toast/notify';
import { Avatar, AvatarFallback, AvatarImage } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { initialsOf, nameOf } from '@/lib/names';
import { useUpdateProfile } from '../api/update-profile';
import { checkPictureFile, PICTURE_ACCEPT, readAsDataUrl } from '../lib/picture-file';

/**
 * The profile picture: upload (JPG, PNG or GIF under 5 MB, checked here before anything is
 * sent) and remove. A chosen file is sent at once as a data URL.
 */
export function ProfilePicture({ user }: { user: User }) {
  const { t } = useTranslation('settings');
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [reading, setReading] = useState(false);
  const update = useUpdateProfile();
  const busy = reading || update.isPending;
  const name = nameOf(user);

  const send = async (profilePicture: string | null) => {
    try {
      await update.mutateAsync({ profilePicture });
      toastSuccess(t('profile.updated'));
    } catch (error) {
      const message = toastFailure(t('profile.updateFailed'), error);
      setProblem(message);
    }
  };

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // The same file can be chosen again after a failure.
    event.target.value = '';
    if (!file || busy) return;
    const found = checkPictureFile(file);
    if (found) {
      setProblem(t(found === 'size' ? 'profile.errors.fileTooLarge' : 'profile.errors.notImage'));
      return;
    }
    setProblem(null);
    setReading(true);
    try {
      const dataUrl = await readAsDataUrl(file);
      setReading(false);
      await send(dataUrl);
    } catch {
      setReading(false);
      setProblem(t('profile.errors.readFailed'));
    }
  };

  return (
    <div className="flex flex-col items-start gap-3" data-testid="profile-picture">
      <div className="flex items-center gap-4">
        <Avatar className="size-20" aria-hidden="true">
          {user.profilePicture ? <AvatarImage src={user.profilePicture} alt="" /> : null}
          <AvatarFallback className="text-2xl">{initialsOf(name)}</AvatarFallback>
        </Avatar>
        <div className="flex flex-col gap-2">
          <p className="text-sm font-medium text-slate-800" id={`${id}-label`}>
            {t('profile.picture')}
          </p>
          <div className="flex flex-wrap gap-2">
            <Button
              variant="outline"
              size="sm"
              disabled={busy}
              aria-describedby={`${id}-hint${problem ? ` ${id}-problem` : ''}`}
              onClick={() => input.current?.click()}
              data-testid="profile-picture-upload"
            >
              <Upload aria-hidden="true" />
              {busy
                ? t('profile.uploading')
                : user.profilePicture
                  ? t('profile.changePicture')
                  : t('profile.uploadPicture')}
            </Button>
            {user.profilePicture ? (
              <Button
                variant="ghost"
                size="sm"
                disabled={busy}
                onClick={() => {
                  setProblem(null);
                  void send(null);
                }}
                data-testid="profile-picture-remove"
              >
                <Trash2 aria-hidden="true" />
                {t('profile.removePicture')}
              </Button>
            ) : null}
          </div>
          <p id={`${id}-hint`} className="text-xs text-slate-600">
            {t('profile.pictureHint')}
          </p>
        </div>
      </div>
      <input
        ref={input}
        type="file"
        accept={PICTURE_ACCEPT}
        // The button above is the control people use; the input only holds the picker.
        hidden
        aria-labelledby={`${id}-label`}
        onChange={(event) => void onFile(event)}
        data-testid="profile-picture-input"
      />
      {problem ? (
        <p id={`${id}-problem`} role="alert" className="text-sm font-medium text-red-700">
          {problem}
        </p>
      ) : null}
    </div>
  );
}
