import { inviteByEmailFormSchema } from '@shared/schemas/cabins';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { buildInviteMailto } from './invite-mailto';

const details = {
  to: 'ola@example.no',
  cabinName: 'Fjellhytta & Co',
  accessCode: 'K7M2X9QP',
  appUrl: 'https://hytta.example',
};

function parse(mailto: string) {
  const url = new URL(mailto);
  return {
    protocol: url.protocol,
    to: decodeURIComponent(url.pathname),
    subject: url.searchParams.get('subject'),
    body: url.searchParams.get('body'),
  };
}

describe('buildInviteMailto', () => {
  it('addresses the invitee and holds the cabin name, the access code and the app address', () => {
    const mail = parse(buildInviteMailto(details, i18n.getFixedT('en', 'settings')));
    expect(mail.protocol).toBe('mailto:');
    expect(mail.to).toBe('ola@example.no');
    expect(mail.subject).toBe('Join Fjellhytta & Co on Hytta');
    expect(mail.body).toContain('K7M2X9QP');
    expect(mail.body).toContain('Fjellhytta & Co');
    expect(mail.body).toContain('https://hytta.example');
  });

  it('encodes every part, so a name cannot add fields, and breaks lines as CRLF', () => {
    const link = buildInviteMailto(details, i18n.getFixedT('en', 'settings'));
    expect(link.startsWith('mailto:ola@example.no?subject=')).toBe(true);
    expect(link.match(/&/g)).toHaveLength(1);
    expect(link).toContain('%0D%0A');
    expect(link).not.toMatch(/(?<!%0D)%0A/);
  });

  it('is written in the chosen language', () => {
    const mail = parse(buildInviteMailto(details, i18n.getFixedT('no', 'settings')));
    expect(mail.subject).toBe('Bli med i Fjellhytta & Co på Hytta');
    expect(mail.body).toContain('tilgangskoden: K7M2X9QP');
  });
});

describe('the e-mail invitation form schema', () => {
  const isEmailAddress = (email: string) => inviteByEmailFormSchema.safeParse({ email }).success;
  it.each(['ola@example.no', ' kari.nordmann+hytta@post.example.com '])('accepts %s', (value) => {
    expect(isEmailAddress(value)).toBe(true);
  });
  it.each(['', 'ola', 'ola@', 'ola@example', 'a b@example.no', 'a@b.no?cc=x@y.no', 'a@b.no,c@d.no'])(
    'refuses %j',
    (value) => {
      expect(isEmailAddress(value)).toBe(false);
    },
  );
});
