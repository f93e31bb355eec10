import type { Cabin } from '@shared/schemas/cabins';
import { Mail } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { buildInviteMailto, isEmailAddress } from '../lib/invite-mailto';

/** Opens a URL; a prop so tests can see the `mailto:` link without leaving the page. */
export type OpenUrl = (url: string) => void;

const openInMailProgram: OpenUrl = (url) => {
  window.location.href = url;
};

/**
 * Invite by e-mail (spec section 5): needs an e-mail address, makes no server call, and opens
 * the user's mail program with a message holding the cabin name, access code and app address.
 */
export function InviteCard({ cabin, openUrl = openInMailProgram }: { cabin: Cabin; openUrl?: OpenUrl }) {
  const { t } = useTranslation('settings');
  const id = useId();
  const [email, setEmail] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const to = email.trim();
    const found = !to ? t('invite.errors.required') : isEmailAddress(to) ? null : t('invite.errors.invalid');
    setProblem(found);
    if (found) {
      document.getElementById(`${id}-email`)?.focus();
      return;
    }
    openUrl(
      buildInviteMailto(
        { to, cabinName: cabin.name, accessCode: cabin.accessCode ?? '', appUrl: window.location.origin },
        t,
      ),
    );
  };

  return (
    <Card aria-labelledby={`${id}-title`} data-testid="invite-card">
      <CardHeader>
        <CardTitle id={`${id}-title`}>{t('invite.title')}</CardTitle>
        <CardDescription>{t('invite.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={onSubmit} className="flex flex-col gap-1.5" data-testid="invite-form">
          <Label htmlFor={`${id}-email`}>{t('invite.email')}</Label>
          <div className="flex flex-col gap-2 sm:flex-row">
            <Input
              id={`${id}-email`}
              name="inviteEmail"
              type="email"
              inputMode="email"
              autoComplete="off"
              required
              value={email}
              aria-invalid={problem ? true : undefined}
              aria-describedby={problem ? `${id}-problem` : undefined}
              onChange={(event) => {
                setEmail(event.target.value);
                if (problem) setProblem(null);
              }}
            />
            <Button type="submit" className="shrink-0">
              <Mail aria-hidden="true" />
              {t('invite.submit')}
            </Button>
          </div>
          {problem ? (
            <p id={`${id}-problem`} role="alert" className="text-sm font-medium text-red-700">
              {problem}
            </p>
          ) : null}
        </form>
      </CardContent>
    </Card>
  );
}
