import type { AppContext } from '../../context.ts';
import { AppError } from '../../errors/app-error.ts';
import { signupChildRepository } from './signup-child.repository.ts';
import { issueSignupTickets, noRequestYet } from './signup-tickets.ts';

/**
 * Fresh tickets for the child already registered (rejected, or an upload that failed). The
 * photos sent before, judged or not, are replaced, not added to: the family chose its photos
 * anew (issue 44: a re-sent request held six, the refused one among them), and the refusal's
 * reason stays on the request and in the audit log.
 */
export async function resubmitSignupRequest(context: AppContext, guardianId: string) {
  return issueSignupTickets(
    context,
    guardianId,
    async (tx) => {
      const child = await signupChildRepository(tx).findFirst(guardianId);
      if (!child) throw new AppError('conflict', noRequestYet);
      return child.id;
    },
    true,
  );
}
