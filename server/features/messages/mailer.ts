import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Transporter } from 'nodemailer';

// Sending e-mail with nodemailer (issue #14, decision 030): through SMTP_URL when set, else each
// message is written as an .eml file to the outbox folder, so a self-hoster sees what would have
// gone out. Callers never send directly: a job does, so a slow or refusing server costs a retry,
// not a request.

export type OutgoingMail = {
  to: string;
  subject: string;
  text: string;
  html: string;
  headers?: Record<string, string>;
};

export type Mailer = { send: (mail: OutgoingMail) => Promise<void> };

export type MailerOptions = {
  /** `smtp://user:pass@host:587` or `smtps://...`; null writes to the outbox. */
  smtpUrl: string | null;
  from: string;
  outboxDir: string;
  log: FastifyBaseLogger;
};

/** How long an SMTP server may take to connect, greet and answer before the attempt fails. */
const SMTP_TIMEOUT_MS = 15_000;

/**
 * nodemailer is loaded with the first e-mail, not at start-up: most hours of a family's server
 * send none, and the embedded server has a memory budget (decision 040).
 */
function lazyTransport(
  create: (mailer: typeof import('nodemailer').default) => Transporter,
): () => Promise<Transporter> {
  let transport: Promise<Transporter> | null = null;
  return () => {
    transport ??= import('nodemailer').then((loaded) => create(loaded.default));
    return transport;
  };
}

export function createMailer({ smtpUrl, from, outboxDir, log }: MailerOptions): Mailer {
  if (smtpUrl) {
    const smtp = lazyTransport((nodemailer) =>
      nodemailer.createTransport({
        url: smtpUrl,
        connectionTimeout: SMTP_TIMEOUT_MS,
        greetingTimeout: SMTP_TIMEOUT_MS,
        socketTimeout: SMTP_TIMEOUT_MS,
      } as Parameters<typeof nodemailer.createTransport>[0]),
    );
    return {
      async send(mail) {
        await (await smtp()).sendMail({ from, ...mail });
      },
    };
  }
  const stream = lazyTransport((nodemailer) =>
    nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' }),
  );
  return {
    async send(mail) {
      const info = await (await stream()).sendMail({ from, ...mail });
      await mkdir(outboxDir, { recursive: true });
      // Sorted by time in a listing; the id keeps two in one millisecond apart.
      const file = join(outboxDir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID()}.eml`);
      await writeFile(file, info.message as Buffer);
      log.info({ file, to: mail.to, subject: mail.subject }, 'No SMTP_URL: e-mail written to the outbox');
    },
  };
}
