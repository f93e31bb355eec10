import { useTranslation } from 'react-i18next';
import { Avatar, AvatarFallback, AvatarImage } from '@/components/ui/avatar';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useCurrentUser } from '@/features/auth';

function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0]?.charAt(0) ?? '?';
  const last = words.length > 1 ? (words[words.length - 1]?.charAt(0) ?? '') : '';
  return `${first}${last}`.toUpperCase();
}

/** The signed-in user's profile; editing the display name and picture comes later. */
export function ProfileCard() {
  const { t } = useTranslation('settings');
  const user = useCurrentUser();
  const name = user.displayName?.trim() || user.fullName;
  return (
    <Card aria-labelledby="settings-profile-title">
      <CardHeader>
        <CardTitle id="settings-profile-title">{t('profile.title')}</CardTitle>
        <CardDescription>{t('profile.description')}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-5 sm:flex-row sm:items-start">
        <Avatar className="size-16" aria-hidden="true">
          {user.profilePicture ? <AvatarImage src={user.profilePicture} alt="" /> : null}
          <AvatarFallback className="text-xl">{initials(name)}</AvatarFallback>
        </Avatar>
        <dl className="grid min-w-0 flex-1 gap-3 text-sm sm:grid-cols-[max-content_1fr] sm:gap-x-6">
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
      </CardContent>
      <p className="border-t border-slate-100 px-6 py-3 text-sm text-slate-600">{t('profile.editingSoon')}</p>
    </Card>
  );
}
