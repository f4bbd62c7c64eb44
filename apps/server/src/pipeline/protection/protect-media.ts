import { randomBytes } from 'node:crypto';
import type { NewMediaRedaction, RedactedFace } from '@hibi/db';
import { blurFaces, makeImageDerivatives } from '@hibi/media';
import { EMBEDDING_MODEL, facesToProtect } from '@hibi/vision';
import { blurredKeyOf } from '../../storage/media-keys.ts';
import { readObject } from '../../storage/object-storage.ts';
import { facilityMatcher } from '../matching/record-match.ts';
import type { PipelineDeps } from '../pipeline-deps.ts';
import { protectionRepository } from './protection.repository.ts';

export type ProtectionOutcome = 'not-needed' | 'clear' | 'blurred' | 'unsafe' | 'deferred';

const unsafeText = {
  video: '動画は顔をぼかせないため、ほかのご家庭には配信しません',
  notReady: '顔の照合の準備中のため、ほかのご家庭への配信を待っています',
  faceNotFound: '配信したお子さまの顔を写真の中で特定できないため、ほかのご家庭には配信しません',
} as const;

/**
 * Makes one media safe for other families (decision 0077): the faces of the facility's protected
 * (掲載NG) children, and faces too close to them to rule out (facesToProtect), are blurred in every
 * size other families get; a media that cannot be blurred (a video; a protected child delivered by
 * hand whose face was not found) is kept from them. Records when it was checked, so the media
 * stays away from other families until this has run. Renders no image while a transaction is open.
 */
export async function protectMedia(
  deps: Pick<PipelineDeps, 'db' | 'storage' | 'now'>,
  mediaId: string,
): Promise<{ outcome: ProtectionOutcome; changed: boolean }> {
  const repo = protectionRepository(deps.db);
  const checkedAt = deps.now();
  const item = await repo.findMedia(mediaId);
  if (item?.status !== 'ready') return { outcome: 'not-needed', changed: false };
  const before = await repo.currentRedaction(mediaId);
  const guarded = await repo.protectedChildren(item.facilityId);
  const save = async (redaction: NewMediaRedaction | null, outcome: ProtectionOutcome) => {
    await repo.save(mediaId, redaction, checkedAt);
    const old = [before?.thumbnailKey, before?.mediumKey, before?.previewKey, before?.fullKey];
    const kept = new Set([
      redaction?.thumbnailKey,
      redaction?.mediumKey,
      redaction?.previewKey,
      redaction?.fullKey,
    ]);
    // Covers follow before the old blurred files go, so no movie page points at a deleted file.
    const original = item.thumbnailKey ?? '';
    const cover = redaction?.thumbnailKey ?? original;
    const coverFrom = [original, before?.thumbnailKey].filter((key): key is string => !!key && key !== cover);
    await repo.replaceCovers(coverFrom, cover, redaction?.familyIds ?? []);
    for (const key of old) if (key && !kept.has(key)) await deps.storage.delete(key);
    const changed =
      before?.fullKey !== redaction?.fullKey || before?.unsafeReason !== redaction?.unsafeReason;
    return { outcome, changed: changed || !!before !== !!redaction };
  };
  if (guarded.length === 0) return save(null, before ? 'clear' : 'not-needed');

  const { candidates, paused } = await facilityMatcher(deps.db, item.facilityId, EMBEDDING_MODEL, checkedAt);
  if (paused) return { outcome: 'deferred', changed: false };
  const familyOf = new Map(guarded.map((child) => [child.childId, child.familyId]));
  const protectedChildren = candidates.filter((c) => familyOf.has(c.childId));
  const mediaFaces = await repo.mediaFaces(mediaId);
  const owners = new Map((await repo.faceOwners(mediaId)).map((row) => [row.faceId, row.childId]));
  const current = mediaFaces.filter((face) => face.model === EMBEDDING_MODEL);
  const matchedTo = new Map<number, string>();
  current.forEach((face, index) => {
    const owner = owners.get(face.id);
    if (owner) matchedTo.set(index, owner);
  });
  const found = facesToProtect(current, protectedChildren, matchedTo, checkedAt);
  const blurred: RedactedFace[] = found.map((f) => ({
    faceId: current[f.faceIndex]?.id ?? '',
    childId: f.childId,
    similarity: f.similarity,
    reason: f.reason,
  }));
  // A protected child delivered (by hand, or by a face of an older model) whose face is not among
  // those found cannot be covered.
  const delivered = await repo.deliveredTo(mediaId);
  const uncovered = delivered.filter((id) => familyOf.has(id) && !blurred.some((f) => f.childId === id));
  const named = [...new Set([...blurred.map((f) => f.childId), ...uncovered])];
  if (named.length === 0) return save(null, before ? 'clear' : 'not-needed');
  const base = {
    mediaId,
    familyIds: [...new Set(named.map((id) => familyOf.get(id) ?? ''))],
    faces: blurred,
  };
  const unsafe = (reason: string) =>
    save(
      { ...base, unsafeReason: reason, thumbnailKey: null, mediumKey: null, previewKey: null, fullKey: null },
      'unsafe',
    );
  if (item.kind === 'video') return unsafe(unsafeText.video);
  if (current.length < mediaFaces.length) return unsafe(unsafeText.notReady);
  if (uncovered.length > 0) return unsafe(unsafeText.faceNotFound);

  // Checked again with the same faces to blur (a facility's sweep): the blurred files stand.
  const sameFaces = (a: RedactedFace[]) =>
    a
      .map((f) => f.faceId)
      .sort()
      .join() ===
    blurred
      .map((f) => f.faceId)
      .sort()
      .join();
  if (before?.fullKey && !before.unsafeReason && sameFaces(before.faces))
    return save({ ...before, ...base }, 'blurred');
  const source = item.fullKey ?? item.previewKey;
  if (!source) return unsafe(unsafeText.notReady);
  const photo = await readObject(deps.storage, source);
  const boxes = found.map((f) => current[f.faceIndex]?.box).filter((box) => box !== undefined);
  const sizes = await makeImageDerivatives(await blurFaces(photo, boxes));
  const version = randomBytes(6).toString('hex');
  const keyOf = (name: Parameters<typeof blurredKeyOf>[3]) =>
    blurredKeyOf(item.facilityId, mediaId, version, name);
  const keys = {
    thumbnailKey: keyOf('thumbnail.webp'),
    mediumKey: keyOf('medium.webp'),
    previewKey: keyOf('preview.webp'),
    fullKey: keyOf('full.jpg'),
  };
  await deps.storage.put(keys.thumbnailKey, sizes.thumbnail, 'image/webp');
  await deps.storage.put(keys.mediumKey, sizes.medium, 'image/webp');
  await deps.storage.put(keys.previewKey, sizes.preview, 'image/webp');
  await deps.storage.put(keys.fullKey, sizes.full, 'image/jpeg');
  return save({ ...base, unsafeReason: null, ...keys }, 'blurred');
}
