import type { AppContext } from '../../context.ts';
import { guardianRepository } from '../../repositories/guardian.repository.ts';
import { mailSignupCode } from './signup-account.ts';

/**
 * A new code for an address still waiting for one ('send the code again'); the previous code
 * stops working. Any other address gets the same quiet answer, so none is revealed.
 */
export async function resendSignupCode(context: AppContext, email: string): Promise<void> {
  const guardian = await guardianRepository(context.database.db).findByEmail(email);
  if (guardian?.status === 'unverified') await mailSignupCode(context, guardian);
}
