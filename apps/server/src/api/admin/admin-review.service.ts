import type { AppContext } from '../../context.ts';
import { reviewRepository } from './review.repository.ts';

/** The matcher's open questions for operators: returned items and faces given to nobody. */
export function adminReviewService(context: AppContext) {
  const review = reviewRepository(context.database.db);
  return async function openQuestions(limit: number) {
    const [returned, undecided] = await Promise.all([review.returned(limit), review.undecided(limit)]);
    return {
      returned: returned.map(({ lastName, firstName, returnedAt, ...row }) => ({
        ...row,
        childName: `${lastName} ${firstName}`,
        returnedAt: (returnedAt ?? new Date(0)).toISOString(),
      })),
      undecided: undecided.map((row) => ({ ...row, decidedAt: row.decidedAt.toISOString() })),
    };
  };
}
