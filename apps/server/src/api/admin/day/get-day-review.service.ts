import { deliveryReasonSchema, type ReviewQuery, type ReviewResponse } from '@hibi/contract';
import type { StaffAccount } from '@hibi/db';
import type { AppContext } from '../../../context.ts';
import { mediaUrls } from '../../../media-urls/media-urls.ts';
import {
  deliveryReviewRepository,
  type ReviewFilter,
} from '../../../repositories/delivery-review.repository.ts';
import { facilityOfQuery, tokyoDayRange } from './day-query.ts';

type Still = {
  kind: 'photo' | 'video';
  thumbnailKey: string | null;
  previewKey: string | null;
  posterKey: string | null;
};
type Named = { lastName: string | null; firstName: string | null };

const nameOf = ({ lastName, firstName }: Named) => (lastName === null ? null : `${lastName} ${firstName}`);

/**
 * What staff review of one facility's day (operators: of any facility): what the matcher
 * delivered, what families returned, what staff took back, and the faces it gave to nobody, each
 * with a signed thumbnail.
 */
export async function getDayReview(
  context: AppContext,
  staff: StaffAccount,
  query: ReviewQuery,
): Promise<ReviewResponse> {
  const review = deliveryReviewRepository(context.database.db);
  const filter: ReviewFilter = {
    facilityId: facilityOfQuery(staff, query.facilityId),
    classId: query.classId,
    limit: query.limit,
    ...(query.date ? tokyoDayRange(query.date) : {}),
  };
  const urls = mediaUrls(context.storage, context.now());
  const thumbnail = (row: Still) =>
    (row.thumbnailKey ?? row.previewKey ?? row.posterKey)
      ? urls.thumbnailUrl({ ...row, fullKey: null, mediumKey: null, videoKey: null })
      : null;
  const common = async <Row extends Still & Named>(row: Row) => {
    const { kind, thumbnailKey, previewKey, posterKey, lastName, firstName, ...rest } = row;
    return { ...rest, childName: nameOf(row), thumbnailUrl: await thumbnail(row) };
  };
  const [delivered, returned, takenBack, undecided] = await Promise.all([
    review.delivered(filter),
    review.returned(filter),
    review.takenBack(filter),
    review.undecided(filter),
  ]);
  const notes = await review.takeBackNotes(takenBack.map((row) => row.deliveryId));
  const noteOf = new Map(notes.map((note) => [note.deliveryId, note]));
  return {
    delivered: await Promise.all(
      delivered.map(async ({ revokedAt, reason, hiddenAt, ...row }) => {
        const item = await common(row);
        return {
          ...item,
          hidden: hiddenAt !== null,
          childName: item.childName ?? '',
          shootingAt: row.shootingAt.toISOString(),
          reason: deliveryReasonSchema.safeParse(reason).data ?? null,
        };
      }),
    ),
    returned: await Promise.all(
      returned.map(async ({ revokedAt, source, reason, className, shootingAt, hiddenAt, ...row }) => {
        const item = await common(row);
        return {
          ...item,
          childName: item.childName ?? '',
          returnedAt: (revokedAt ?? new Date(0)).toISOString(),
        };
      }),
    ),
    takenBack: await Promise.all(
      takenBack.map(
        async ({ revokedAt, source, reason, className, shootingAt, similarity, margin, ...row }) => {
          const note = noteOf.get(row.deliveryId);
          const item = await common(row);
          return {
            ...item,
            childName: item.childName ?? '',
            takenBackAt: (revokedAt ?? new Date(0)).toISOString(),
            takenBackBy: note?.staffName ?? null,
            reason: note?.reason ?? null,
          };
        },
      ),
    ),
    undecided: await Promise.all(
      undecided.map(async (row) => ({
        ...(await common(row)),
        decidedAt: row.decidedAt.toISOString(),
        // The face is cropped from the preview: a thumbnail's few pixels would not show whose it is.
        previewUrl:
          row.previewKey || row.posterKey
            ? await urls.previewUrl({ ...row, fullKey: null, mediumKey: null, videoKey: null })
            : null,
      })),
    ),
  };
}
