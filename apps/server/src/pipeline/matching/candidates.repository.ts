import {
  and,
  children,
  type Database,
  deliveries,
  eq,
  faces,
  inArray,
  isNull,
  matchDecisions,
  media,
  or,
  referenceImages,
  sql,
} from '@hibi/db';
import { wrongMatchReasons } from '@hibi/domain';
import { type Candidate, type ChildFaces, childCandidate } from '@hibi/vision';
import { receivesPhotos } from '../../repositories/family-sql.ts';
import { facesOfDelivery } from '../../repositories/joins.ts';
import { mediaJoin } from '../../repositories/visible-media.ts';
import { facesOfChild } from '../selection/selection.repository.ts';

/** The face of a delivered media that the matcher gave to the delivery's child. */
const acceptedFor = facesOfChild(deliveries.childId);

/**
 * The children a face of this facility may belong to (childCandidate: sign-up references, the
 * deliveries its gallery takes, returned faces; paused while a reference awaits re-embedding).
 */
export async function candidatesOf(db: Database, facilityId: string, model: string): Promise<Candidate[]> {
  return (await childFacesOf(db, facilityId, model)).map((child) => childCandidate(child, model));
}

/**
 * A child still at the facility on the Tokyo day `shotOn`: not leaving, or leaving after it
 * (退園・卒園, decision 0078). Media shot from the leaving day on go to nobody in its name.
 */
const stillThereOn = (shotOn: string) => or(isNull(children.leavesOn), sql`${children.leavesOn} > ${shotOn}`);

/**
 * The faces behind each approved child's gallery, in `model`'s embeddings only: the faces of
 * accepted reference photos (dated by upload; those of another model without their embedding, so
 * the rule can pause the child), the faces that earned a delivery still standing (dated by
 * shooting time, with the matcher's similarity and lead), and the faces of deliveries the family
 * returned or staff took back. Only approved children of a family with an approved guardian:
 * nobody else may receive a photo. With `shotOn` (the media's Tokyo day), only children still at
 * the facility that day; without, every child (a stricter comparison: more look-alikes).
 */
export async function childFacesOf(
  db: Database,
  facilityId: string,
  model: string,
  shotOn?: string,
): Promise<ChildFaces[]> {
  const rows = await db
    .select({ id: children.id })
    .from(children)
    .where(
      and(eq(children.facilityId, facilityId), receivesPhotos, shotOn ? stillThereOn(shotOn) : undefined),
    );
  const childIds = rows.map((row) => row.id);
  if (childIds.length === 0) return [];

  // Every accepted reference with its model; another model's without its embedding (the rule only
  // needs to know it is there, to pause the child).
  const references = await db
    .select({
      childId: referenceImages.childId,
      embedding: sql<
        number[]
      >`case when ${faces.embeddingModel} = ${model} then ${faces.embedding} else '{}'::real[] end`,
      takenAt: referenceImages.createdAt,
      model: faces.embeddingModel,
    })
    .from(faces)
    .innerJoin(referenceImages, eq(referenceImages.id, faces.referenceImageId))
    .where(and(inArray(referenceImages.childId, childIds), eq(referenceImages.status, 'accepted')));
  const delivered = await db
    .select({
      childId: deliveries.childId,
      faceId: faces.id,
      embedding: faces.embedding,
      takenAt: media.shootingAt,
      similarity: matchDecisions.similarity,
      margin: matchDecisions.margin,
    })
    .from(deliveries)
    .innerJoin(media, mediaJoin)
    .innerJoin(faces, facesOfDelivery)
    .innerJoin(matchDecisions, acceptedFor)
    .where(
      and(
        inArray(deliveries.childId, childIds),
        isNull(deliveries.revokedAt),
        eq(faces.embeddingModel, model),
      ),
    );
  const returned = await db
    .select({ childId: deliveries.childId, embedding: faces.embedding })
    .from(deliveries)
    .innerJoin(faces, facesOfDelivery)
    .innerJoin(matchDecisions, acceptedFor)
    .where(
      and(
        inArray(deliveries.childId, childIds),
        inArray(deliveries.revokedReason, wrongMatchReasons),
        eq(faces.embeddingModel, model),
      ),
    );

  const byChild = new Map(
    childIds.map((childId) => [
      childId,
      { childId, references: [], delivered: [], returned: [] } as {
        [K in keyof ChildFaces]: ChildFaces[K] extends readonly (infer E)[] ? E[] : ChildFaces[K];
      },
    ]),
  );
  for (const row of references) byChild.get(row.childId)?.references.push(row);
  for (const row of delivered)
    byChild.get(row.childId)?.delivered.push({ ...row, similarity: row.similarity ?? 0, model });
  for (const row of returned) byChild.get(row.childId)?.returned.push({ embedding: row.embedding, model });
  return [...byChild.values()];
}
