import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { parseMail, type SentMail } from './outbox.ts';

// RFC 5321 §4.1.2: a local part is a dot-string (atoms joined by single dots) or a quoted-string.
const atext = "[A-Za-z0-9!#$%&'*+\\-/=?^_`{|}~]+";
const dotString = new RegExp(`^${atext}(?:\\.${atext})*$`);
const quotedString = /^"(?:[\x20\x21\x23-\x5b\x5d-\x7e]|\\[\x20-\x7e])*"$/;
/** Whether a strict server takes the address of a RCPT TO. */
const isSmtpMailbox = (address: string) => {
  const local = address.slice(0, address.lastIndexOf('@'));
  return dotString.test(local) || quotedString.test(local);
};

/** A message as the SMTP server received it: its Message-ID, envelope and bytes as sent. */
export type ReceivedMail = SentMail & { messageId: string; mailFrom: string; rcptTo: string[]; raw: string };

/** A reply to RCPT TO for one mailbox, as a carrier's relay gives it (550 unknown user, 450 busy). */
export type RcptRefusal = { code: number; text: string };

/**
 * A real SMTP server (the `smtp-server` package) on a loopback port for tests, keeping every
 * message it accepts. `stop` closes it, as an outage; `start` listens again on the same port.
 * `refuse` makes it answer RCPT TO for one address with a code of the test's choice, `accept`
 * takes the address again; `rcptAttempts` lists every RCPT TO it was asked, taken or not.
 */
export async function startSmtpServer() {
  const received: ReceivedMail[] = [];
  const rcptAttempts: string[] = [];
  const refusals = new Map<string, RcptRefusal>();
  let listening: SMTPServer | undefined;

  async function listen(port: number): Promise<number> {
    const server = new SMTPServer({
      authOptional: true,
      // Plain SMTP on loopback: nodemailer would refuse STARTTLS with the server's self-signed certificate.
      disabledCommands: ['STARTTLS'],
      logger: false,
      // smtp-server's own check refuses `"hibi..xyz"@`, which RFC 5321 allows: this server takes
      // what the RFC takes and refuses the rest, as a strict relay does (the unquoted `hibi..xyz@`).
      lenientAddressParsing: true,
      onRcptTo(address, _session, callback) {
        rcptAttempts.push(address.address);
        const refusal = refusals.get(address.address.toLowerCase());
        if (refusal) return callback(Object.assign(new Error(refusal.text), { responseCode: refusal.code }));
        if (isSmtpMailbox(address.address)) return callback();
        callback(Object.assign(new Error('Bad recipient address syntax'), { responseCode: 553 }));
      },
      // A stop does not wait long for a client still connected.
      closeTimeout: 500,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const raw = Buffer.concat(chunks).toString('utf8');
          const mail = parseMail(raw);
          const { mailFrom, rcptTo } = session.envelope;
          received.push({
            ...mail,
            messageId: mail.headers.get('message-id') ?? '',
            // The envelope as the client wrote it: a quoted local part keeps its quotes.
            mailFrom: mailFrom ? mailFrom.address : '',
            rcptTo: rcptTo.map((recipient) => recipient.address),
            raw,
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve, reject) => {
      server.server.once('error', reject);
      server.listen(port, '127.0.0.1', () => resolve());
    });
    listening = server;
    return (server.server.address() as AddressInfo).port;
  }

  const port = await listen(0);
  return {
    port,
    /** SMTP_URL of the server. */
    url: `smtp://127.0.0.1:${port}`,
    received,
    rcptAttempts,
    /** Answers RCPT TO for this address (as written in the envelope) with `code` and `text`. */
    refuse(address: string, code: number, text: string) {
      refusals.set(address.toLowerCase(), { code, text });
    },
    /** Takes the address again. */
    accept(address: string) {
      refusals.delete(address.toLowerCase());
    },
    /** The messages received for one address. */
    to: (address: string) => received.filter((mail) => mail.to.includes(address)),
    async stop() {
      const server = listening;
      listening = undefined;
      await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
    },
    async start() {
      if (!listening) await listen(port);
    },
  };
}

export type TestSmtpServer = Awaited<ReturnType<typeof startSmtpServer>>;
