import nodemailer, { type Transporter } from 'nodemailer';
import addressparser from 'nodemailer/lib/addressparser';
import type { Logger } from '../logger';
import type { SettingsReader } from '../settings/settings-reader';

export interface MailAttachment {
  filename: string;
  content: Uint8Array;
  contentType: string;
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Shown as the sender in place of the configured name (a partner's brand), from the configured address. */
  senderName?: string;
  attachments?: MailAttachment[];
}

export interface SmtpSettings {
  /** smtp://user:pass@host:587 or smtps://user:pass@host:465 */
  url: string;
  from: string;
}

/** Admin settings (category email) that configure mail when the environment does not. */
export const MAIL_SETTING_KEYS = { url: 'smtp_url', from: 'mail_from' } as const;
export const DEFAULT_MAIL_FROM = 'Citewise <no-reply@citewise.local>';

export interface MailService {
  /** Whether mail can be sent; registration requires email verification only then. */
  isConfigured(): Promise<boolean>;
  send(message: MailMessage): Promise<void>;
}

/** The bare address of a From setting such as 'Citewise <no-reply@citewise.local>'. */
function addressOf(from: string): string {
  return addressparser(from, { flatten: true })[0]?.address ?? from;
}

export function createMailService(deps: {
  fromEnvironment: SmtpSettings | undefined;
  settings: SettingsReader;
  logger: Logger;
}): MailService {
  const transports = new Map<string, Transporter>();

  async function settings(): Promise<SmtpSettings | undefined> {
    if (deps.fromEnvironment) return deps.fromEnvironment;
    const url = (await deps.settings.value(MAIL_SETTING_KEYS.url))?.trim();
    if (!url) return undefined;
    const from = (await deps.settings.value(MAIL_SETTING_KEYS.from))?.trim();
    return { url, from: from || DEFAULT_MAIL_FROM };
  }

  function transportFor(url: string): Transporter {
    let transport = transports.get(url);
    if (!transport) {
      transport = nodemailer.createTransport({ url, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 });
      transports.set(url, transport);
    }
    return transport;
  }

  return {
    isConfigured: async () => (await settings()) !== undefined,
    async send(message) {
      const smtp = await settings();
      if (!smtp) {
        deps.logger.warn(`Mail is not configured; "${message.subject}" to ${message.to} was not sent.`);
        return;
      }
      const { senderName, attachments, ...content } = message;
      await transportFor(smtp.url).sendMail({
        ...content,
        from: senderName ? { name: senderName, address: addressOf(smtp.from) } : smtp.from,
        attachments: attachments?.map(({ filename, content: bytes, contentType }) => ({ filename, contentType, content: Buffer.from(bytes) })),
      });
    },
  };
}
