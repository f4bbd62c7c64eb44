import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

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

function parse(raw: string): SentMail {
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

/** Every text-only mail written to `${dataDir}/mail/`, oldest first. */
export async function readOutbox(dataDir: string): Promise<SentMail[]> {
  const folder = path.join(dataDir, 'mail');
  const names = await readdir(folder).catch(() => [] as string[]);
  const sorted = names.filter((name) => name.endsWith('.eml')).sort();
  return Promise.all(sorted.map(async (name) => parse(await readFile(path.join(folder, name), 'utf8'))));
}

/** The mails sent to one address. */
export async function mailsTo(dataDir: string, address: string): Promise<SentMail[]> {
  return (await readOutbox(dataDir)).filter((mail) => mail.to.toLowerCase().includes(address.toLowerCase()));
}
