import {
  and,
  asc,
  auditLog,
  children,
  type Executor,
  eq,
  familyMembers,
  guardians,
  photoMovieCollections,
  sql,
} from '@hibi/db';
import { mailRecipientFields } from '../../repositories/guardian.repository.ts';
import { guardianOfMember, membersOfChildFamily } from '../../repositories/joins.ts';

/** Who is told of a published movie (DESIGN.md §3), and who already was. */
export function movieReleaseRepository(db: Executor) {
  return {
    /**
     * Every approved guardian of the family of a published collection's child (decision 0036), with
     * the child and the week: whom its release mail may go to, in the family's join order.
     */
    recipients(collectionId: string) {
      return db
        .select({
          ...mailRecipientFields,
          childId: children.id,
          childName: children.firstName,
          nickname: children.nickname,
          dateFrom: photoMovieCollections.dateFrom,
          dateTo: photoMovieCollections.dateTo,
        })
        .from(photoMovieCollections)
        .innerJoin(children, eq(children.id, photoMovieCollections.childId))
        .innerJoin(familyMembers, membersOfChildFamily)
        .innerJoin(guardians, guardianOfMember)
        .where(
          and(
            eq(photoMovieCollections.id, collectionId),
            eq(photoMovieCollections.isPublished, true),
            eq(guardians.status, 'approved'),
          ),
        )
        .orderBy(asc(familyMembers.createdAt), asc(guardians.id));
    },

    /** Whether the audit log has the guardian's `action` on the collection: its mail was queued. */
    async wasTold(action: string, collectionId: string, guardianId: string): Promise<boolean> {
      const sent = await db
        .select({ id: auditLog.id })
        .from(auditLog)
        .where(
          and(
            eq(auditLog.action, action),
            eq(auditLog.targetId, collectionId),
            sql`${auditLog.detail}->>'guardianId' = ${guardianId}`,
          ),
        );
      return sent.length > 0;
    },
  };
}
