import { and, children, deliveries, eq, familyMembers, gte, guardians, isNull, media, sql } from '@hibi/db';
import { protectionAllows, viewerKey } from './protected-faces-sql.ts';

/** Whose media: a child, as seen by the guardian asking. */
export type Visibility = { childId: string; guardianId: string };

/** A value, or a placeholder filled in when a prepared statement runs. */
export type Param<T> = T | ReturnType<typeof sql.placeholder>;

/**
 * DESIGN.md §3's rule, in one place for every query that shows or hands out media: a delivery to
 * this child, not revoked, of a media that is ready, delivered at or after the child's approval;
 * and only while the child is of this guardian's family (decision 0036) and the guardian is
 * approved (a withdrawn one sees nothing); not hidden by staff (非公開, decision 0085); and, where
 * another family's protected (掲載NG) child is in it, only once it is made safe
 * (protected-faces-sql.ts). Ownership is checked here as well as by the service, so no query can
 * leak on its own.
 * Use on `deliveries` inner-joined with `media` on `mediaJoin`.
 */
export function visibleToFamily(visibility: { childId: Param<string>; guardianId: Param<string> }) {
  // Uncorrelated, so PostgreSQL evaluates it once; null (no such child of this approved guardian's
  // family) makes the comparison fail for every row.
  const visibleSince = sql`(select ${children.approvedAt} from ${children}
    inner join ${familyMembers} on ${familyMembers.familyId} = ${children.familyId}
    inner join ${guardians} on ${guardians.id} = ${familyMembers.guardianId}
    where ${children.id} = ${visibility.childId} and ${familyMembers.guardianId} = ${visibility.guardianId}
      and ${guardians.status} = 'approved')`;
  return and(
    eq(deliveries.childId, visibility.childId),
    isNull(deliveries.revokedAt),
    eq(media.status, 'ready'),
    isNull(media.hiddenAt),
    gte(deliveries.deliveredAt, visibleSince),
    protectionAllows(visibility.childId),
  );
}

export const mediaJoin = eq(media.id, deliveries.mediaId);

/**
 * The columns a timeline item, a download or an archive entry is made from, as this viewer gets
 * them: a photo's sizes are the blurred ones where another family's protected child is in it.
 */
export const mediaItemFields = (visibility: { childId: Param<string> }) => ({
  mediaId: media.id,
  shootingAt: deliveries.shootingAt,
  kind: media.kind,
  width: media.width,
  height: media.height,
  placeholder: media.placeholder,
  fullKey: viewerKey(visibility.childId, 'fullKey', 'full_key'),
  previewKey: viewerKey(visibility.childId, 'previewKey', 'preview_key'),
  thumbnailKey: viewerKey(visibility.childId, 'thumbnailKey', 'thumbnail_key'),
  mediumKey: viewerKey(visibility.childId, 'mediumKey', 'medium_key'),
  posterKey: media.posterKey,
  videoKey: media.videoKey,
});
