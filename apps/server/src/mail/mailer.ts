import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';

export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Extra headers, e.g. List-Unsubscribe. */
  headers?: Record<string, string>;
  /** The Message-ID header (`<…@…>`); nodemailer makes a random one when unset. */
  messageId?: string;
};

/** A DKIM key (nodemailer signs every message with it); from DKIM_* settings. */
export type DkimKey = { domainName: string; keySelector: string; privateKey: string };

export type Mailer = {
  /** Where mail goes, for the start log: an outbox folder or an SMTP host. */
  readonly destination: string;
  send(message: MailMessage): Promise<void>;
};

/**
 * SMTP through nodemailer when SMTP_URL is set. A server that accepts the connection and then
 * says nothing fails the send within seconds (nodemailer waits minutes), so the job retries.
 */
export function createSmtpMailer(smtpUrl: string, from: string, dkim?: DkimKey): Mailer {
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    dkim,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return {
    destination: `SMTP ${new URL(smtpUrl).host}`,
    async send(message) {
      await transport.sendMail({ from, ...message });
    },
  };
}

/**
 * The embedded default: nodemailer builds the real RFC 822 message and it is written as one
 * .eml file per message, so a newcomer can open what the service sent.
 */
export function createOutboxMailer(outboxDir: string, from: string, dkim?: DkimKey): Mailer {
  const transport = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'unix',
    dkim,
  });
  let sequence = 0;
  return {
    destination: outboxDir,
    async send(message) {
      const info = await transport.sendMail({ from, ...message });
      await mkdir(outboxDir, { recursive: true });
      sequence += 1;
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const name = `${stamp}-${process.pid}-${sequence}.eml`;
      await writeFile(path.join(outboxDir, name), info.message as Buffer);
    },
  };
}

type MailSettings = {
  SMTP_URL?: string;
  MAIL_FROM: string;
  DATA_DIR: string;
  DKIM_DOMAIN?: string;
  DKIM_SELECTOR?: string;
  DKIM_PRIVATE_KEY?: string;
};

export function createMailer(settings: MailSettings): Mailer {
  const { DKIM_DOMAIN: domainName, DKIM_SELECTOR: keySelector, DKIM_PRIVATE_KEY: privateKey } = settings;
  // The settings take all three or none; the outbox is signed too, to show what would be sent.
  const dkim = domainName && keySelector && privateKey ? { domainName, keySelector, privateKey } : undefined;
  return settings.SMTP_URL
    ? createSmtpMailer(settings.SMTP_URL, settings.MAIL_FROM, dkim)
    : createOutboxMailer(path.join(settings.DATA_DIR, 'mail'), settings.MAIL_FROM, dkim);
}
