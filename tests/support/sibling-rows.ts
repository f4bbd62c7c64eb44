import { children, type Database } from '@hibi/db';

type SiblingDetails = Omit<typeof children.$inferInsert, 'guardianId' | 'familyId'>;

/** Another child of the family (added by its guardian), as `details` describe it: a sibling's row. */
export async function insertSibling(
  db: Database,
  family: { guardian: { id: string }; familyId: string },
  details: SiblingDetails,
) {
  const [row] = await db
    .insert(children)
    .values({ guardianId: family.guardian.id, familyId: family.familyId, ...details })
    .returning();
  if (!row) throw new Error('no child');
  return row;
}
