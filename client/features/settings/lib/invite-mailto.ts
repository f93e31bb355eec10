import type { TFunction } from 'i18next';

export type InviteDetails = {
  /** The invitee's e-mail address. */
  to: string;
  cabinName: string;
  accessCode: string;
  /** Where the app lives (`window.location.origin` in the browser). */
  appUrl: string;
};

/**
 * The `mailto:` link for an invitation (product section 5: the settings invite form sends no server
 * call; it opens a prefilled mail containing the access code). Subject and body are in the
 * current language; every part is percent-encoded (RFC 6068), line breaks as CRLF.
 */
export function buildInviteMailto(details: InviteDetails, t: TFunction<'settings'>): string {
  const values = {
    cabinName: details.cabinName,
    accessCode: details.accessCode,
    appUrl: details.appUrl,
  };
  const subject = t('invite.mail.subject', values);
  const body = t('invite.mail.body', values).replace(/\r?\n/g, '\r\n');
  const to = encodeURIComponent(details.to.trim()).replace(/%40/g, '@');
  return `mailto:${to}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}
