import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface CapturedMail {
  to: string[];
  from: string;
  subject: string;
  text: string;
  html: string;
  /** Every http(s) link in the text part, in order. */
  links: string[];
  /** Content in base64, so a message stays the same when served as JSON (tests/e2e/mail-server.ts). */
  attachments: { filename: string; contentType: string; base64: string }[];
}

export interface MailCapture {
  /** smtp://127.0.0.1:PORT, for SMTP_URL. */
  url: string;
  messages: CapturedMail[];
  /** Resolves with the first message to this address whose subject matches, waiting for it if needed. */
  waitFor(to: string, subject: RegExp, timeoutMs?: number): Promise<CapturedMail>;
  close(): Promise<void>;
}

/** A real SMTP server on loopback that keeps what it receives, for tests that follow emailed links. */
export async function startMailCapture(port = 0): Promise<MailCapture> {
  const messages: CapturedMail[] = [];
  const waiters = new Set<() => void>();

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream).then(
        (parsed) => {
          const text = parsed.text ?? '';
          messages.push({
            to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            subject: parsed.subject ?? '',
            text,
            html: typeof parsed.html === 'string' ? parsed.html : '',
            links: text.match(/https?:\/\/[^\s<>"]+/g) ?? [],
            attachments: parsed.attachments.map(({ filename, contentType, content }) => ({
              filename: filename ?? '',
              contentType,
              base64: content.toString('base64'),
            })),
          });
          for (const wake of waiters) wake();
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const { port: actualPort } = server.server.address() as AddressInfo;

  const find = (to: string, subject: RegExp) =>
    messages.find((m) => m.to.includes(to.toLowerCase()) && subject.test(m.subject));

  return {
    url: `smtp://127.0.0.1:${actualPort}`,
    messages,
    waitFor(to, subject, timeoutMs = 5000) {
      const found = find(to, subject);
      if (found) return Promise.resolve(found);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`No mail to ${to} matching ${subject} within ${timeoutMs} ms`));
        }, timeoutMs);
        const check = () => {
          const match = find(to, subject);
          if (!match) return;
          clearTimeout(timer);
          waiters.delete(check);
          resolve(match);
        };
        waiters.add(check);
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
