import { randomUUID } from 'node:crypto';
import { referenceTicketCount, type UploadTicketResponse } from '@hibi/contract';
import type { ReferenceImage, Transaction } from '@hibi/db';
import type { ObjectStorage } from '../storage/object-storage.ts';
import { referenceImageRepository } from './reference-image.repository.ts';
import { referenceObjectKeys } from './reference-objects.ts';
import { referenceImageKey, referenceUploadRules } from './reference-uploads.ts';

type IssuedImage = { id: string; childId: string; storageKey: string };
type StaleImage = Pick<ReferenceImage, 'id' | 'storageKey'>;

/**
 * Inside the step's transaction: `count` fresh tickets for the child, after dropping the `stale`
 * photos (sign-up: every photo not judged yet); their keys are answered for deleting afterwards.
 */
export async function replaceReferenceBatch(
  tx: Transaction,
  childId: string,
  { count = referenceTicketCount, stale }: { count?: number; stale?: StaleImage[] } = {},
) {
  const images = referenceImageRepository(tx);
  const dropped = stale ?? (await images.listOpen(childId));
  await images.deleteByIds(dropped.map((image) => image.id));
  const issued: IssuedImage[] = Array.from({ length: count }, () => {
    const id = randomUUID();
    return { id, childId, storageKey: referenceImageKey(childId, id) };
  });
  await images.insertPending(issued);
  return { issued, staleKeys: referenceObjectKeys(dropped) };
}

/** Specification §3's upload ticket for each photo, its referenceId being the photo's id. */
export function referenceTickets(
  storage: ObjectStorage,
  issued: IssuedImage[],
): Promise<UploadTicketResponse[]> {
  return Promise.all(
    issued.map(async (image) => ({
      ...(await storage.createUploadTicket(image.storageKey, referenceUploadRules)),
      referenceId: image.id,
    })),
  );
}

/**
 * Deletes the objects of photos whose rows are gone, after the transaction committed. A failure is
 * left behind on purpose: the key is unguessable and referenced by nothing, and the guardian's
 * step has already succeeded.
 */
export async function discardObjects(storage: ObjectStorage, keys: readonly string[]) {
  await Promise.allSettled(keys.map((key) => storage.delete(key)));
}
