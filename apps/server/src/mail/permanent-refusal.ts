/** What the relay answered when it refused a recipient for good. */
export type PermanentRefusal = { responseCode: number; response: string };

// The commands whose 5xx speaks of the recipient or the message to it. A 5xx to AUTH or MAIL FROM
// (a relay that does not take our account or sender) is ours to fix, not the family's address:
// it stays an error and is retried, as a temporary 4xx is.
const recipientCommands = new Set(['RCPT TO', 'DATA']);

/**
 * A nodemailer error that is a permanent refusal of the message's recipient: a 5xx reply to RCPT
 * TO (every recipient refused, `EENVELOPE`) or to DATA / the message's end (`EMESSAGE`); null for
 * anything to try again (4xx, a connection that failed, a timeout, a refusal of our sender).
 */
export function permanentRefusal(error: unknown): PermanentRefusal | null {
  if (typeof error !== 'object' || error === null) return null;
  const { responseCode, response, command } = error as {
    responseCode?: unknown;
    response?: unknown;
    command?: unknown;
  };
  if (typeof responseCode !== 'number' || responseCode < 500 || responseCode > 599) return null;
  if (typeof command !== 'string' || !recipientCommands.has(command)) return null;
  return { responseCode, response: typeof response === 'string' ? response : String(responseCode) };
}
