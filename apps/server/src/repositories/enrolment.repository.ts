import {
  and,
  children,
  classes,
  downloadHistory,
  type Executor,
  eq,
  families,
  familyInvitations,
  familyMembers,
  isNotNull,
  matchDecisions,
  photoMovieCollections,
  sql,
} from '@hibi/db';
import { childName } from './columns.ts';
import { classOfChild } from './joins.ts';

/**
 * Enrolments (approved children) as the console compares and merges them (decision 0041): a merge
 * moves every row of the merged child to the kept one, inside the caller's transaction.
 */
export function enrolmentRepository(db: Executor) {
  return {
    /** A facility's approved children with their class and how many photos each has received. */
    async approvedAt(facilityId: string) {
      return db
        .select({
          childId: children.id,
          familyId: children.familyId,
          ...childName,
          birthday: children.birthday,
          approvedAt: children.approvedAt,
          className: classes.name,
          deliveryCount: sql<number>`(select count(*)::int from deliveries d where d.child_id = ${children.id})`,
        })
        .from(children)
        .leftJoin(classes, classOfChild)
        .where(and(eq(children.facilityId, facilityId), isNotNull(children.approvedAt)));
    },

    /** The two children's rows, locked for the merge: nothing is delivered to either meanwhile. */
    async lockPair(keptId: string, mergedId: string) {
      const rows = await db
        .select()
        .from(children)
        .where(sql`${children.id} in (${keptId}, ${mergedId})`)
        .for('update');
      return { kept: rows.find((row) => row.id === keptId), merged: rows.find((row) => row.id === mergedId) };
    },

    /**
     * One household: the other family's members and children join the kept family (its children
     * after the kept family's own), and the emptied family is removed.
     */
    async joinFamilies(fromFamilyId: string, intoFamilyId: string) {
      if (fromFamilyId === intoFamilyId) return;
      await db
        .update(familyMembers)
        .set({ familyId: intoFamilyId })
        .where(eq(familyMembers.familyId, fromFamilyId));
      await db
        .update(children)
        .set({
          familyId: intoFamilyId,
          position: sql`${children.position} + 1 + (select coalesce(max(position), 0) from children where family_id = ${intoFamilyId})`,
        })
        .where(eq(children.familyId, fromFamilyId));
      // A link its 保護者 already shared (a grandparent's, say) goes on working, into the one family.
      await db
        .update(familyInvitations)
        .set({ familyId: intoFamilyId })
        .where(eq(familyInvitations.familyId, fromFamilyId));
      await db.delete(families).where(eq(families.id, fromFamilyId));
    },

    /** The merged child's deliveries, movies, downloads and decisions, given to the kept child. */
    async moveRecords(mergedId: string, keptId: string) {
      // A photo both enrolments got stays once; the kept child's own state (a 'not my child') wins.
      const moved = await db.execute<{ id: string }>(sql`
        insert into deliveries (child_id, media_id, shooting_at, delivered_at, similarity, margin, source, revoked_at, revoked_reason)
        select ${keptId}, media_id, shooting_at, delivered_at, similarity, margin, source, revoked_at, revoked_reason
        from deliveries where child_id = ${mergedId}
        on conflict (child_id, media_id) do nothing
        returning id`);
      // A week's movie the kept child lacks is kept; the other weeks are rebuilt from the union.
      await db
        .update(photoMovieCollections)
        .set({ childId: keptId })
        .where(
          and(
            eq(photoMovieCollections.childId, mergedId),
            sql`${photoMovieCollections.dateFrom} not in (select date_from from photo_movie_collections where child_id = ${keptId})`,
          ),
        );
      await db.update(downloadHistory).set({ childId: keptId }).where(eq(downloadHistory.childId, mergedId));
      await db.update(matchDecisions).set({ childId: keptId }).where(eq(matchDecisions.childId, mergedId));
      return moved.rows.length;
    },

    /** The kept child: approved since the earlier approval, its trial spent if either's was. */
    async keep(kept: typeof children.$inferSelect, merged: typeof children.$inferSelect) {
      const approvals = [kept.approvedAt, merged.approvedAt].filter((at): at is Date => at !== null);
      await db
        .update(children)
        .set({
          approvedAt: new Date(Math.min(...approvals.map((at) => at.getTime()))),
          spendFreeTrial: kept.spendFreeTrial || merged.spendFreeTrial,
          updatedAt: new Date(),
        })
        .where(eq(children.id, kept.id));
      // Whatever was not moved (a duplicate delivery, a week both had) goes with the child.
      await db.delete(children).where(eq(children.id, merged.id));
    },
  };
}
