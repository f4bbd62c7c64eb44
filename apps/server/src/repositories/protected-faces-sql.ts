// The protection rule (decision 0077) in SQL, for visible-media.ts: what a family sees of a media in
// which a protected (掲載NG) child of another family was found. Facilities without a protected child
// pay two empty index probes per row.
import { children, media, mediaRedactions, type SQL, sql } from '@hibi/db';
import type { Param } from './visible-media.ts';

/** The family of the child the viewer looks at (uncorrelated: evaluated once). */
export const viewerFamily = (childId: Param<string>) =>
  sql`(select ${children.familyId} from ${children} where ${children.id} = ${childId})`;

/** The media's redaction, when it names a protected family that is not the viewer's. */
const redactionApplies = (family: SQL) =>
  sql`${mediaRedactions.mediaId} = ${media.id} and not (${mediaRedactions.familyIds} <@ array[${family}]::uuid[])`;

/**
 * Media the viewer may be shown at all: every protected child of another family in the facility
 * has been checked against it since being protected (until then it waits), and it is not one that
 * could not be made safe for them.
 */
export function protectionAllows(childId: Param<string>): SQL {
  const family = viewerFamily(childId);
  return sql`not exists (select 1 from ${children} as protected_child
      where protected_child.facility_id = ${media.facilityId}
        and protected_child.face_protected_at is not null
        and protected_child.family_id is distinct from ${family}
        and (${media.protectionCheckedAt} is null or protected_child.face_protected_at > ${media.protectionCheckedAt}))
    and not exists (select 1 from ${mediaRedactions}
      where ${redactionApplies(family)} and ${mediaRedactions.unsafeReason} is not null)`;
}

type RedactedColumn = 'thumbnailKey' | 'mediumKey' | 'previewKey' | 'fullKey';

/** A size's key as the viewer gets it: the blurred one where the media's redaction applies to them. */
export function viewerKey(childId: Param<string>, column: RedactedColumn, alias: string) {
  const family = viewerFamily(childId);
  return sql<
    string | null
  >`case when exists (select 1 from ${mediaRedactions} where ${redactionApplies(family)})
      then (select ${mediaRedactions[column]} from ${mediaRedactions} where ${redactionApplies(family)})
      else ${media[column]} end`.as(alias);
}
