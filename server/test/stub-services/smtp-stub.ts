import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

// A real SMTP server for tests (the `smtp-server` package): every message that arrives is parsed
// with `mailparser`, so tests read what a mail client would. It can be told to refuse.

export type SmtpStub = {
  url: string;
  received: ParsedMail[];
  /** Refuse every message from now on with a 4xx or 5xx reply, or accept again with null. */
  refuse: (code: number | null) => void;
  /** Resolves when `count` messages have arrived in all. */
  waitFor: (count: number) => Promise<ParsedMail[]>;
  close: () => Promise<void>;
};

export async function startSmtpStub(): Promise<SmtpStub> {
  const received: ParsedMail[] = [];
  const waiters: { count: number; resolve: (mails: ParsedMail[]) => void }[] = [];
  let refusal: number | null = null;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      if (refusal !== null) {
        stream.resume();
        stream.on('end', () => {
          const error = new Error('Mailbox unavailable') as Error & { responseCode: number };
          error.responseCode = refusal ?? 550;
          callback(error);
        });
        return;
      }
      simpleParser(stream)
        .then((mail) => {
          received.push(mail);
          for (const waiter of waiters.filter((each) => received.length >= each.count)) {
            waiter.resolve(received.slice());
          }
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    refuse: (code) => {
      refusal = code;
    },
    waitFor: (count) =>
      received.length >= count
        ? Promise.resolve(received.slice())
        : new Promise((resolve) => waiters.push({ count, resolve })),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
