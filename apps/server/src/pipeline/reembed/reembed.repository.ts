import {
  and,
  asc,
  count,
  countDistinct,
  type Database,
  eq,
  faces,
  gt,
  isNotNull,
  media,
  ne,
  referenceImages,
  sql,
} from '@hibi/db';

// Faces the clean-up job already emptied (forget-unmatched) hold nothing to convert.
const toConvert = (model: string) =>
  and(ne(faces.embeddingModel, model), sql`cardinality(${faces.embedding}) > 0`);

/** Queries of the re-embedding job: what is left in another model than `model`, in id order. */
export function reembedRepository(db: Database, model: string) {
  return {
    /** Sign-up reference faces, after the face id `after`, with their photo's storage key. */
    references(after: string | null, limit: number) {
      return db
        .select({ face: faces, storageKey: referenceImages.storageKey })
        .from(faces)
        .innerJoin(referenceImages, eq(referenceImages.id, faces.referenceImageId))
        .where(after ? and(toConvert(model), gt(faces.id, after)) : toConvert(model))
        .orderBy(asc(faces.id))
        .limit(limit);
    },

    /** Ids of media with faces to convert, after the media id `after`. */
    async media(after: string | null, limit: number) {
      const rows = await db
        .selectDistinct({ id: faces.mediaId })
        .from(faces)
        .where(and(toConvert(model), isNotNull(faces.mediaId), after ? gt(faces.mediaId, after) : undefined))
        .orderBy(asc(faces.mediaId))
        .limit(limit);
      return rows.flatMap((row) => (row.id ? [row.id] : []));
    },

    /** A media with its faces still to convert. */
    async mediaWithFaces(mediaId: string) {
      const [item] = await db.select().from(media).where(eq(media.id, mediaId));
      const stored = await db
        .select()
        .from(faces)
        .where(and(eq(faces.mediaId, mediaId), toConvert(model)))
        .orderBy(asc(faces.id));
      return { item, stored };
    },

    async setEmbedding(faceId: string, embedding: Float32Array) {
      await db
        .update(faces)
        .set({ embedding: Array.from(embedding), embeddingModel: model })
        .where(eq(faces.id, faceId));
    },

    async deleteFace(faceId: string) {
      await db.delete(faces).where(eq(faces.id, faceId));
    },

    /** Faces left to convert: sign-up references and media, for the progress line. */
    async remaining() {
      const [row] = await db
        .select({ references: count(faces.referenceImageId), media: countDistinct(faces.mediaId) })
        .from(faces)
        .where(toConvert(model));
      return { references: row?.references ?? 0, media: row?.media ?? 0 };
    },
  };
}

export type ReembedRepository = ReturnType<typeof reembedRepository>;
