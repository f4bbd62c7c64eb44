import {
  and,
  asc,
  auditLog,
  children,
  classes,
  desc,
  type Executor,
  eq,
  faces,
  facilities,
  guardians,
  inArray,
  isNotNull,
  isNull,
  ne,
  or,
  referenceImages,
  sql,
} from '@hibi/db';
import { childInList, childName, childScope } from '../../../repositories/columns.ts';
import { classOfChild, facilityOfChild } from '../../../repositories/joins.ts';

/**
 * When the request was sent: a brother's or sister's when the 保護者 sent it, a sign-up's when the
 * guardian last sent it (the sign-up's finalize), else the row's last change.
 */
const requestedAt = sql<Date>`coalesce(${children.siblingRequestedAt}, (
  select max(${auditLog.at}) from ${auditLog}
  where ${auditLog.targetType} = 'guardian' and ${auditLog.targetId} = ${guardians.id}::text
    and ${auditLog.action} = 'guardian.request'), ${guardians.updatedAt})`.mapWith(
  (value: string | Date) => new Date(value),
);

/** A sign-up (the guardian waits, with the child they signed up for) or a sibling request (decision 0043). */
const waitingSignup = eq(guardians.status, 'requested');
const waitingSibling = and(
  eq(guardians.status, 'approved'),
  isNotNull(children.siblingRequestedAt),
  isNull(children.approvedAt),
);

/** The operators' approval queue: waiting requests, their photos and the faces found in them. */
export function approvalQueueRepository(db: Executor) {
  return {
    /**
     * Waiting requests, oldest first, each with its child, the child's class and facility, and the
     * guardian who asked: guardians waiting for approval (status requested) with their first child,
     * and brothers and sisters an approved 保護者 sent (`sibling`); in one facility, or every one
     * (null); one guardian's sign-up, or one sibling request by its child.
     */
    async waiting(filter: { facilityId: string | null; guardianId?: string; siblingId?: string }) {
      const where = and(
        filter.siblingId ? and(waitingSibling, eq(children.id, filter.siblingId)) : undefined,
        filter.guardianId ? and(waitingSignup, eq(guardians.id, filter.guardianId)) : undefined,
        filter.siblingId || filter.guardianId ? undefined : or(waitingSignup, waitingSibling),
        filter.facilityId === null ? undefined : eq(children.facilityId, filter.facilityId),
      );
      const rows = await db
        .select({
          guardian: guardians,
          child: children,
          className: classes.name,
          facility: facilities,
          requestedAt,
        })
        .from(guardians)
        .innerJoin(children, eq(children.guardianId, guardians.id))
        .innerJoin(facilities, facilityOfChild)
        .leftJoin(classes, classOfChild)
        .where(where)
        .orderBy(asc(requestedAt), asc(guardians.id), asc(children.position), asc(children.createdAt));
      // Sign-up makes one child per guardian; should there be more, the first speaks for the request.
      const seen = new Set<string>();
      return rows
        .map((row) => ({ ...row, sibling: row.child.siblingRequestedAt !== null }))
        .filter((row) => {
          const key = row.sibling ? row.child.id : row.guardian.id;
          return !seen.has(key) && seen.add(key);
        });
    },

    /** The children's reference photos the guardians sent (unused tickets left out), oldest first. */
    async referencesOf(childIds: readonly string[]) {
      if (childIds.length === 0) return [];
      return db
        .select()
        .from(referenceImages)
        .where(and(inArray(referenceImages.childId, [...childIds]), ne(referenceImages.status, 'pending')))
        .orderBy(asc(referenceImages.createdAt), asc(referenceImages.id));
    },

    /** The faces kept from these reference photos, with their embeddings. */
    async facesOf(referenceIds: readonly string[]) {
      if (referenceIds.length === 0) return [];
      return db
        .select()
        .from(faces)
        .where(inArray(faces.referenceImageId, [...referenceIds]))
        .orderBy(asc(faces.createdAt), asc(faces.id));
    },

    /**
     * Enrolled children by id: their names and their newest accepted reference photo (the key shown
     * of it) with its face.
     */
    async childrenWithReference(childIds: readonly string[]) {
      if (childIds.length === 0) return [];
      const ids = [...childIds];
      const named = await db
        .select({ childId: children.id, ...childName })
        .from(children)
        .where(inArray(children.id, ids));
      const photos = await db
        .select({
          childId: referenceImages.childId,
          // What screens show (shownReferenceKey): the preview, or a photo checked before previews.
          shownKey: sql<string>`coalesce(${referenceImages.previewKey}, ${referenceImages.storageKey})`,
          face: faces,
        })
        .from(referenceImages)
        .leftJoin(faces, eq(faces.referenceImageId, referenceImages.id))
        .where(and(inArray(referenceImages.childId, ids), eq(referenceImages.status, 'accepted')))
        .orderBy(desc(referenceImages.createdAt));
      return named.map((child) => {
        const photo = photos.find((row) => row.childId === child.childId);
        return {
          ...child,
          referenceKey: photo?.shownKey ?? null,
          referenceFace: photo?.face ?? null,
        };
      });
    },

    /** The approved children of these facilities, with their class and family: who a request may name again. */
    async enrolledIn(facilityIds: readonly string[]) {
      if (facilityIds.length === 0) return [];
      return db
        .select({
          ...childInList,
          ...childScope,
        })
        .from(children)
        .leftJoin(classes, classOfChild)
        .where(and(inArray(children.facilityId, [...facilityIds]), isNotNull(children.approvedAt)));
    },

    async classesOf(facilityId: string) {
      return db
        .select({ classId: classes.id, name: classes.name })
        .from(classes)
        .where(eq(classes.facilityId, facilityId))
        .orderBy(asc(classes.position), asc(classes.name));
    },
  };
}
