import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { parseMail, type SentMail } from './outbox.ts';

/** A message as the SMTP server received it, with its Message-ID. */
export type ReceivedMail = SentMail & { messageId: string };

/**
 * A real SMTP server (the `smtp-server` package) on a loopback port for tests, keeping every
 * message it accepts. `stop` closes it, as an outage; `start` listens again on the same port.
 */
export async function startSmtpServer() {
  const received: ReceivedMail[] = [];
  let listening: SMTPServer | undefined;

  async function listen(port: number): Promise<number> {
    const server = new SMTPServer({
      authOptional: true,
      // Plain SMTP on loopback: nodemailer would refuse STARTTLS with the server's self-signed certificate.
      disabledCommands: ['STARTTLS'],
      logger: false,
      // A stop does not wait long for a client still connected.
      closeTimeout: 500,
      onData(stream, _session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const mail = parseMail(Buffer.concat(chunks).toString('utf8'));
          received.push({ ...mail, messageId: mail.headers.get('message-id') ?? '' });
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
