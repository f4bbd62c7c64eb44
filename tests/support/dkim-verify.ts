import { createHash, type KeyObject, verify } from 'node:crypto';

/**
 * Checks a message's DKIM-Signature (rsa-sha256, relaxed/relaxed: what nodemailer makes) against
 * a public key, as a receiver would after its DNS lookup (RFC 6376 §3.4.2, §3.4.4, §3.7). A check
 * of its own, so a test sees that the signature holds and not only that the header is there.
 */
export function verifyDkim(message: string, publicKey: KeyObject) {
  const raw = message.replace(/\r?\n/g, '\r\n');
  const split = raw.indexOf('\r\n\r\n');
  const fields = raw.slice(0, split).split(/\r\n(?![ \t])/);
  const signature = fields.find((field) => /^dkim-signature\s*:/i.test(field));
  if (!signature) return { signed: false as const };
  const tags = new Map(
    value(signature)
      .split(';')
      .map((tag) => tag.split('=').map((part) => part.replace(/\s+/g, '')))
      .filter(([key]) => key)
      .map(([key = '', ...rest]) => [key, rest.join('=')]),
  );

  const bodyHash = createHash('sha256')
    .update(relaxedBody(raw.slice(split + 4)))
    .digest('base64');
  // Each name of h= takes the next instance of that field from the bottom.
  const left = [...fields];
  const signedFields = (tags.get('h') ?? '').split(':').map((name) => {
    const index = left.findLastIndex((field) => nameOf(field) === name.toLowerCase());
    return index < 0 ? '' : relaxedHeader(left.splice(index, 1)[0] ?? '');
  });
  const unsigned = relaxedHeader(signature.replace(/(^|;)(\s*b\s*=)[^;]*/, '$1$2')).replace(/\r\n$/, '');
  const data = `${signedFields.join('')}${unsigned}`;
  const valid =
    tags.get('a') === 'rsa-sha256' &&
    tags.get('c') === 'relaxed/relaxed' &&
    tags.get('bh') === bodyHash &&
    verify('sha256', Buffer.from(data, 'utf8'), publicKey, Buffer.from(tags.get('b') ?? '', 'base64'));
  return { signed: true as const, domain: tags.get('d'), selector: tags.get('s'), valid };
}

const nameOf = (field: string) => field.slice(0, field.indexOf(':')).trim().toLowerCase();
const value = (field: string) => field.slice(field.indexOf(':') + 1);

function relaxedHeader(field: string): string {
  const unfolded = value(field)
    .replace(/\r\n/g, '')
    .replace(/[ \t]+/g, ' ')
    .trim();
  return `${nameOf(field)}:${unfolded}\r\n`;
}

function relaxedBody(body: string): string {
  const lines = body.split('\r\n').map((line) => line.replace(/[ \t]+/g, ' ').replace(/ $/, ''));
  const text = lines.join('\r\n').replace(/(\r\n)+$/, '');
  return text ? `${text}\r\n` : '';
}
