import { consentDocumentField } from '@hibi/contract';
import { agreeTo } from './consent-calls';

/**
 * The sign-up's consent, recorded once the code step signs the guardian in (the account step
 * asked every text, but init has no token and its shape is the specification's). A failure is not
 * the guardian's problem here: the app's consent gate asks again for whatever is not on record.
 */
export async function recordSignupConsents(userId: string) {
  await agreeTo(userId, consentDocumentField.options, true).catch(() => undefined);
}
