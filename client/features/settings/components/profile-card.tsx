import { DISPLAY_NAME_MAX } from '@shared/constants';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toastFailure, toastSuccess } from '@/components/toast/notify';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useCurrentUser } from '@/features/auth';
import { useUpdateProfile } from '../api/update-profile';
import { ProfilePicture } from './profile-picture';

/** The signed-in user's profile: picture, full name, username and e-mail, and a display name. */
export function ProfileCard() {
  const { t } = useTranslation('settings');
  const user = useCurrentUser();
  const id = useId();
  return (
    <Card aria-labelledby={`${id}-title`} data-testid="profile-card">
      <CardHeader>
        <CardTitle id={`${id}-title`}>{t('profile.title')}</CardTitle>
        <CardDescription>{t('profile.description')}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-6">
        <ProfilePicture user={user} />
        <dl className="grid min-w-0 gap-3 text-sm sm:grid-cols-[max-content_1fr] sm:gap-x-6">
          <dt className="font-medium text-slate-600">{t('profile.fullName')}</dt>
          <dd
            className="-mt-2 truncate text-base text-slate-900 sm:mt-0 sm:text-sm"
            data-testid="profile-full-name"
          >
            {user.fullName}
          </dd>
          <dt className="font-medium text-slate-600">{t('profile.username')}</dt>
          <dd
            className="-mt-2 truncate text-base text-slate-900 sm:mt-0 sm:text-sm"
            data-testid="profile-username"
          >
            @{user.username}
          </dd>
          <dt className="font-medium text-slate-600">{t('profile.email')}</dt>
          <dd
            className="-mt-2 truncate text-base text-slate-900 sm:mt-0 sm:text-sm"
            data-testid="profile-email"
          >
            {user.email}
          </dd>
        </dl>
        {/* Keyed by the saved value so the field follows updates made elsewhere. */}
        <DisplayNameForm
          key={user.displayName ?? ''}
          saved={user.displayName ?? ''}
          fullName={user.fullName}
        />
      </CardContent>
    </Card>
  );
}

function DisplayNameForm({ saved, fullName }: { saved: string; fullName: string }) {
  const { t } = useTranslation('settings');
  const id = useId();
  const [value, setValue] = useState(saved);
  const [problem, setProblem] = useState<string | null>(null);
  const update = useUpdateProfile();
  const unchanged = value.trim() === saved.trim();

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (update.isPending || unchanged) return;
    const displayName = value.trim();
    if (displayName.length > DISPLAY_NAME_MAX) {
      setProblem(t('profile.errors.displayNameTooLong', { max: DISPLAY_NAME_MAX }));
      return;
    }
    setProblem(null);
    try {
      await update.mutateAsync({ displayName: displayName || null });
      toastSuccess(t('profile.updated'));
    } catch (error) {
      const message = toastFailure(t('profile.updateFailed'), error);
      setProblem(message);
    }
  };

  return (
    <form
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      className="flex flex-col gap-1.5"
      data-testid="display-name-form"
    >
      <Label htmlFor={`${id}-input`}>{t('profile.displayName')}</Label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Input
          id={`${id}-input`}
          name="displayName"
          autoComplete="nickname"
          maxLength={DISPLAY_NAME_MAX}
          placeholder={fullName}
          value={value}
          aria-invalid={problem ? true : undefined}
          aria-describedby={`${id}-hint${problem ? ` ${id}-problem` : ''}`}
          onChange={(event) => {
            setValue(event.target.value);
            if (problem) setProblem(null);
          }}
        />
        <Button type="submit" className="shrink-0" disabled={update.isPending || unchanged}>
          {update.isPending ? t('profile.saving') : t('profile.save')}
        </Button>
      </div>
      <p id={`${id}-hint`} className="text-xs text-slate-600">
        {t('profile.displayNameHint')}
      </p>
      {problem ? (
        <p id={`${id}-problem`} role="alert" className="text-sm font-medium text-red-700">
          {problem}
        </p>
      ) : null}
    </form>
  );
}
