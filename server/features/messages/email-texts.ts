import type { Language } from '@shared/constants';
import { formatDateRangeText } from '@shared/date-text';
import { notificationText } from '@shared/notification-texts';
import { MESSAGE_PATH_OF } from '@shared/schemas/message-preferences';
import type { NotificationData } from '@shared/schemas/notifications';

// Every e-mail Hytta sends, in the recipient's language, as plain text and as HTML (issue #14).
// Each holds a link into the app; optional ones end with how to turn them off.

export type EmailContent = { subject: string; text: string; html: string };

type Layout = {
  heading: string;
  paragraphs: string[];
  action: { label: string; url: string };
  /** Why this e-mail came, and how to stop it (optional mail only). */
  footer?: { text: string; linkLabel: string; url: string };
};

const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function render(language: Language, subject: string, layout: Layout): EmailContent {
  const text = [
    layout.heading,
    '',
    ...layout.paragraphs.flatMap((paragraph) => [paragraph, '']),
    `${layout.action.label}: ${layout.action.url}`,
    ...(layout.footer
      ? ['', '--', `${layout.footer.text} ${layout.footer.linkLabel}: ${layout.footer.url}`]
      : []),
  ].join('\n');
  const paragraph = (value: string) =>
    `<p style="margin:0 0 16px">${escapeHtml(value).replace(/\n/g, '<br>')}</p>`;
  const html = `<!doctype html>
<html lang="${language === 'no' ? 'nb' : 'en'}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="font-family:system-ui,sans-serif;color:#1c1917;line-height:1.5;max-width:560px;margin:0 auto;padding:24px">
<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(layout.heading)}</h1>
${layout.paragraphs.map(paragraph).join('\n')}
<p style="margin:24px 0"><a href="${escapeHtml(layout.action.url)}" style="background:#166534;color:#fff;padding:10px 16px;border-radius:6px;text-decoration:none">${escapeHtml(layout.action.label)}</a></p>
${
  layout.footer
    ? `<p style="margin:32px 0 0;font-size:13px;color:#57534e">${escapeHtml(layout.footer.text)} <a href="${escapeHtml(layout.footer.url)}">${escapeHtml(layout.footer.linkLabel)}</a></p>`
    : ''
}
</body></html>`;
  return { subject, text, html };
}

const OPEN_APP: Record<Language, string> = { no: 'Åpne Hytta', en: 'Open Hytta' };
const UNSUBSCRIBE: Record<Language, { text: string; link: string }> = {
  no: { text: 'Du får denne e-posten fordi du har slått den på i Hytta.', link: 'Slå av denne typen e-post' },
  en: { text: 'You get this e-mail because it is turned on in Hytta.', link: 'Turn off this kind of e-mail' },
};

/** A notification as an e-mail: its title and text, the cabin's name, a link to the screen it is about. */
export function notificationEmail(
  data: NotificationData,
  language: Language,
  {
    cabinName,
    publicUrl,
    unsubscribeUrl,
  }: { cabinName: string | null; publicUrl: string; unsubscribeUrl: string },
): EmailContent {
  const { title, message } = notificationText(data, language);
  const subject = cabinName ? `${title} · ${cabinName}` : title;
  return render(language, subject, {
    heading: title,
    paragraphs: message.split('\n\n'),
    action: { label: OPEN_APP[language], url: `${publicUrl}${MESSAGE_PATH_OF[data.type]}` },
    footer: { text: UNSUBSCRIBE[language].text, linkLabel: UNSUBSCRIBE[language].link, url: unsubscribeUrl },
  });
}

export function passwordResetEmail(language: Language, url: string): EmailContent {
  return language === 'no'
    ? render(language, 'Nytt passord til Hytta', {
        heading: 'Lag et nytt passord',
        paragraphs: [
          'Noen ba om å lage et nytt passord for kontoen din i Hytta. Lenken virker én gang, i én time.',
          'Var det ikke deg? Da kan du se bort fra denne e-posten; passordet ditt er uendret.',
        ],
        action: { label: 'Lag nytt passord', url },
      })
    : render(language, 'A new password for Hytta', {
        heading: 'Choose a new password',
        paragraphs: [
          'Someone asked to choose a new password for your Hytta account. The link works once, for one hour.',
          'Was it not you? Then ignore this e-mail; your password is unchanged.',
        ],
        action: { label: 'Choose a new password', url },
      });
}

/** Confirms an address: a new account's (REQUIRE_EMAIL_VERIFICATION) or a changed one. */
export function confirmAddressEmail(language: Language, url: string, change: boolean): EmailContent {
  if (language === 'no') {
    return render(language, change ? 'Bekreft den nye e-postadressen' : 'Bekreft e-postadressen din', {
      heading: change ? 'Bekreft den nye adressen' : 'Velkommen til Hytta',
      paragraphs: [
        change
          ? 'Du ba om å bruke denne adressen i Hytta. Den tas i bruk når du trykker på lenken.'
          : 'Trykk på lenken for å bekrefte adressen, så kan du logge inn.',
      ],
      action: { label: 'Bekreft adressen', url },
    });
  }
  return render(language, change ? 'Confirm your new e-mail address' : 'Confirm your e-mail address', {
    heading: change ? 'Confirm your new address' : 'Welcome to Hytta',
    paragraphs: [
      change
        ? 'You asked to use this address in Hytta. It is used once you open the link.'
        : 'Open the link to confirm your address, then sign in.',
    ],
    action: { label: 'Confirm the address', url },
  });
}

/**
 * A change of address asked for on this account, sent to the address it has now (issue #36): the
 * change goes on only from here, so whoever holds a session (or the password) alone cannot move
 * the account away from its inbox.
 */
export function confirmChangeFromOldEmail(language: Language, url: string, newEmail: string): EmailContent {
  if (language === 'no') {
    return render(language, 'Bekreft bytte av e-postadresse', {
      heading: 'Bytte e-postadresse?',
      paragraphs: [
        `Noen ba om å bytte e-postadressen til Hytta-kontoen din til ${newEmail}. Var det deg, trykk på lenken; da får den nye adressen en lenke til som også må åpnes.`,
        'Var det ikke deg? Da skjer ingenting. Bytt passordet ditt i Hytta, for den som ba om dette kjente det.',
      ],
      action: { label: 'Ja, bytt adresse', url },
    });
  }
  return render(language, 'Confirm the change of e-mail address', {
    heading: 'Change your e-mail address?',
    paragraphs: [
      `Someone asked to change your Hytta account's e-mail address to ${newEmail}. If it was you, open the link; the new address then gets a link that must be opened too.`,
      'Was it not you? Then nothing changes. Change your password in Hytta, since whoever asked knew it.',
    ],
    action: { label: 'Yes, change the address', url },
  });
}

export type DigestCabin = {
  name: string;
  stays: { name: string; startDate: string; endDate: string; status: 'approved' | 'pending' }[];
  openTasks: string[];
  /** Requests the reader may decide; zero for a plain member. */
  requestsWaiting: number;
};

/** The weekly digest: the next two weeks' stays, open tasks and requests waiting, per cabin. */
export function digestEmail(
  language: Language,
  cabins: readonly DigestCabin[],
  { publicUrl, unsubscribeUrl }: { publicUrl: string; unsubscribeUrl: string },
): EmailContent {
  const no = language === 'no';
  const paragraphs = cabins.map((cabin) => {
    const stays =
      cabin.stays.length === 0
        ? [no ? 'Ingen opphold de neste to ukene.' : 'No stays in the next two weeks.']
        : cabin.stays.map(
            (stay) =>
              `• ${stay.name}: ${formatDateRangeText(stay.startDate, stay.endDate, language)}${
                stay.status === 'pending' ? (no ? ' (venter på svar)' : ' (waiting for an answer)') : ''
              }`,
          );
    const tasks =
      cabin.openTasks.length === 0
        ? []
        : [`${no ? 'Åpne oppgaver' : 'Open tasks'}: ${cabin.openTasks.join(', ')}`];
    const requests =
      cabin.requestsWaiting === 0
        ? []
        : [
            no
              ? `Forespørsler som venter: ${cabin.requestsWaiting}`
              : `Requests waiting: ${cabin.requestsWaiting}`,
          ];
    return [cabin.name, ...stays, ...tasks, ...requests].join('\n');
  });
  const link = UNSUBSCRIBE[language];
  return render(language, no ? 'Uka på hytta' : 'The week at the cabin', {
    heading: no ? 'De neste to ukene' : 'The next two weeks',
    paragraphs,
    action: { label: OPEN_APP[language], url: `${publicUrl}/` },
    footer: { text: link.text, linkLabel: link.link, url: unsubscribeUrl },
  });
}
