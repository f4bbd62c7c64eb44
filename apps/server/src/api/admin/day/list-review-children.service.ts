import type { ReviewRosterChild } from '@hibi/contract';
import type { StaffAccount } from '@hibi/db';
import type { AppContext } from '../../../context.ts';
import { AppError } from '../../../errors/app-error.ts';
import { mediaUrls } from '../../../media-urls/media-urls.ts';
import { facilityOfQuery } from './day-query.ts';
import { reviewRosterRepository } from './review-roster.repository.ts';

/** The children a photo of the facility may be given to, each with a signed reference preview. */
export async function listReviewChildren(
  context: AppContext,
  staff: StaffAccount,
  facilityId: string | undefined,
) {
  const facility = facilityOfQuery(staff, facilityId);
  if (!facility) throw new AppError('invalid_input', '施設を選んでください。');
  const rows = await reviewRosterRepository(context.database.db).list(facility);
  const urls = mediaUrls(context.storage, context.now());
  return {
    children: await Promise.all(
      rows.map(
        async (row): Promise<ReviewRosterChild> => ({
          childId: row.childId,
          childName: `${row.lastName} ${row.firstName}`,
          birthday: row.birthday,
          className: row.className,
          familyName: row.familyName,
          referenceUrl: row.previewKey ? await urls.url(row.previewKey) : null,
        }),
      ),
    ),
  };
}
