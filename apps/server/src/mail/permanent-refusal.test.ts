import { describe, expect, it } from 'vitest';
import { permanentRefusal } from './permanent-refusal.ts';

// The shapes nodemailer 10 gives its errors (smtp-connection's _formatError).
const smtpError = (responseCode: number, command: string, response = `${responseCode} refused`) =>
  Object.assign(new Error(`failed: ${response}`), { code: 'EENVELOPE', responseCode, response, command });

describe('permanentRefusal', () => {
  it('is a 5xx to RCPT TO or DATA, with the reply as the relay wrote it', () => {
    expect(permanentRefusal(smtpError(550, 'RCPT TO', '550 5.1.1 User unknown'))).toEqual({
      responseCode: 550,
      response: '550 5.1.1 User unknown',
    });
    expect(permanentRefusal(smtpError(554, 'DATA'))).toEqual({ responseCode: 554, response: '554 refused' });
  });

  it('leaves what may pass later to the retries: 4xx, connections, our own account or sender', () => {
    expect(permanentRefusal(smtpError(450, 'RCPT TO'))).toBeNull();
    expect(permanentRefusal(smtpError(421, 'DATA'))).toBeNull();
    expect(permanentRefusal(smtpError(535, 'AUTH PLAIN'))).toBeNull();
    expect(permanentRefusal(smtpError(550, 'MAIL FROM'))).toBeNull();
    expect(
      permanentRefusal(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ESOCKET' })),
    ).toBeNull();
    expect(permanentRefusal('550')).toBeNull();
    expect(permanentRefusal(null)).toBeNull();
  });
});
