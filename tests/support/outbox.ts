import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { DatabaseHandle } from '@hibi/db';
import { mailQueueSettled } from './mail-queue.ts';

/** One .eml of the test server's outbox, decoded enough for assertions. */
export type SentMail = { headers: Map<string, string>; to: string; subject: string; text: string };

const decodeWords = (value: string) =>
  value.replace(/=\?UTF-8\?([BQ])\?([^?]*)\?=\s*/gi, (_match, encoding: string, data: string) =>
    encoding.toUpperCase() === 'B'
      ? Buffer.from(data, 'base64').toString('utf8')
      : decodeQuotedPrintable(data.replaceAll('_', ' ')),
  );

function decodeQuotedPrintable(text: string): string {
  const soft = text.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < soft.length; i++) {
    const hex = soft.slice(i + 1, i + 3);
    if (soft[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(soft[i] ?? ''));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

/** One RFC 822 message as the outbox or an SMTP server received it. */
export function parseMail(message: string): SentMail {
  const raw = message.replaceAll('\r\n', '\n');
  const split = raw.indexOf('\n\n');
  const headerLines = raw
    .slice(0, split)
    .replace(/\n[ \t]+/g, ' ')
    .split('\n');
  const headers = new Map(
    headerLines.map((line) => [
      line.slice(0, line.indexOf(':')).toLowerCase(),
      line.slice(line.indexOf(':') + 1).trim(),
    ]),
  );
  const body = raw.slice(split + 2);
  const encoding = headers.get('content-transfer-encoding')?.toLowerCase();
  const text =
    encoding === 'base64'
      ? Buffer.from(body, 'base64').toString('utf8')
      : encoding === 'quoted-printable'
        ? decodeQuotedPrintable(body)
        : body;
  return { headers, to: headers.get('to') ?? '', subject: decodeWords(headers.get('subject') ?? ''), text };
}

/** A test server: where its outbox is and the database its mail queue is in. */
export type MailingServer = { dataDir: string; database: DatabaseHandle };

/**
 * Every text-only mail written to the server's `DATA_DIR/mail/`, oldest first, once no mail waits
 * in its queue (a request answers before the mail job has run).
 */
export async function readOutbox(server: MailingServer): Promise<SentMail[]> {
  await mailQueueSettled(server.database);
  const folder = path.join(server.dataDir, 'mail');
  const names = await readdir(folder).catch(() => [] as string[]);
  const sorted = names.filter((name) => name.endsWith('.eml')).sort();
  return Promise.all(sorted.map(async (name) => parseMail(await readFile(path.join(folder, name), 'utf8'))));
}

/** The mails sent to one address, once none waits in the queue. */
export async function mailsTo(server: MailingServer, address: string): Promise<SentMail[]> {
  return (await readOutbox(server)).filter((mail) => mail.to.toLowerCase().includes(address.toLowerCase()));
}
