import type { UploadTicketResponse } from '@hibi/contract';
import { type ReferenceCheckKind, referenceSendProblem } from '@hibi/domain';
import { useEffect, useRef } from 'react';
import { uploadToTicket } from '~/features/storage-upload/upload-to-ticket';
import { ApiError, messageOf } from '~/lib/api-error';
import { discardReferenceUpload, readReferenceCheck, startReferenceCheck } from './reference-check-calls';
import { overLimitProblem } from './selection-problem';
import { type SelectedPhoto, usePhotoSelection } from './use-photo-selection';

// The check takes seconds on the workers (decision 0039); after this long the family may go on.
const pollEveryMs = 1500;
const pollForMs = 180_000;
const uploadFailed = 'アップロードできませんでした。外して、もう一度選んでください。';
// No answer at all (signal lost, or the page's policy stopped it): the photo is not to blame.
const uploadUnreached =
  '通信できず、送れませんでした（写真に問題はありません）。ページを読み込み直して、もう一度選んでください。';
const checkFailed = '写真を確認できませんでした。外して、もう一度選んでください。';
const stillUploading = 'アップロード中の写真があります。終わるまでお待ちください。';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface CheckedPhotosOptions {
  userId: string;
  max: number;
  /** The tickets to upload with, asked once on the first photo (sign-up's or マイページ's). */
  tickets: () => Promise<UploadTicketResponse[]>;
}

/**
 * Each photo chosen goes to storage at once, then its face check is asked for and followed until
 * it answers, so the family sees a photo will not do before sending (decision 0039). A photo taken
 * out is deleted on the server, whose fresh ticket takes its place.
 */
export function useCheckedPhotos({ userId, max, tickets }: CheckedPhotosOptions) {
  const pool = useRef<UploadTicketResponse[]>([]);
  const loaded = useRef<Promise<unknown> | null>(null);
  const undiscarded = useRef(new Set<string>());
  const alive = useRef(true);
  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
    };
  }, []);
  const selection = usePhotoSelection((added) => {
    for (const photo of added) void upload(photo);
  });

  async function freeTicket() {
    loaded.current ??= tickets().then((issued) => pool.current.push(...issued));
    await loaded.current;
    return pool.current.shift() ?? null;
  }

  async function upload(photo: SelectedPhoto) {
    let ticket = await freeTicket().catch(() => null);
    if (!ticket)
      return selection.update(photo.id, {
        failure: loaded.current ? `写真は${max}枚までです。` : uploadFailed,
      });
    const onProgress = (fraction: number) => selection.setProgress(photo.id, fraction);
    try {
      await uploadToTicket(ticket, photo.file, onProgress).catch(async (error: unknown) => {
        // A ticket past its 15 minutes: its slot gets a fresh one, and the photo goes again.
        if (!(error instanceof ApiError && error.status === 403) || !ticket) throw error;
        ticket = (await discardReferenceUpload(userId, ticket.referenceId)).ticket;
        await uploadToTicket(ticket, photo.file, onProgress);
      });
    } catch (error) {
      pool.current.push(ticket);
      const unreached = error instanceof ApiError && error.status === 0;
      return selection.update(photo.id, {
        progress: null,
        failure: unreached ? uploadUnreached : uploadFailed,
      });
    }
    if (!selection.find(photo.id)) return discard(ticket.referenceId);
    selection.update(photo.id, { progress: null, referenceId: ticket.referenceId });
    await follow(photo.id, ticket.referenceId);
  }

  async function follow(photoId: string, referenceId: string) {
    try {
      let check = await startReferenceCheck(userId, referenceId);
      const until = Date.now() + pollForMs;
      while (check.verdict === 'checking' && alive.current && selection.find(photoId) && Date.now() < until) {
        selection.update(photoId, { check });
        await sleep(pollEveryMs);
        check = await readReferenceCheck(userId, referenceId);
      }
      selection.update(photoId, { check });
    } catch (error) {
      selection.update(photoId, { failure: messageOf(error, checkFailed) });
    }
  }

  async function discard(referenceId: string) {
    undiscarded.current.add(referenceId);
    const { ticket } = await discardReferenceUpload(userId, referenceId);
    undiscarded.current.delete(referenceId);
    pool.current.push(ticket);
  }

  const kinds = selection.photos.map(
    (photo): ReferenceCheckKind => (photo.failure ? 'unusable' : (photo.check?.verdict ?? 'checking')),
  );
  const uploading = selection.photos.some((photo) => !photo.referenceId && !photo.failure);
  return {
    photos: selection.photos,
    /**
     * Adds and uploads the files; more than the tickets allow goes nowhere (§5: none of them is
     * uploaded, the family picks again), told as the limit it is, not as a failed upload.
     * Answers what to tell the family, or null.
     */
    add(files: File[]): string | null {
      const overLimit = overLimitProblem(selection.photos.length, files.length, max);
      if (overLimit) return overLimit;
      const refused = selection.add(files);
      if (refused.length === 0) return null;
      return `写真として使えないファイルがありました（${refused.join('、')}）。20MB以下の写真を選んでください。`;
    },
    /** Takes a photo out; one in storage is deleted there (retried before sending if that failed). */
    remove(id: string) {
      const photo = selection.find(id);
      selection.remove(id);
      if (photo?.referenceId) discard(photo.referenceId).catch(() => undefined);
    },
    /** Some photo is still on its way to storage. */
    uploading,
    /** Why the photos cannot be sent yet, or null. */
    sendProblem: uploading ? stillUploading : referenceSendProblem(kinds),
    /** Before sending: photos taken out are gone from the server too; answers the ids to send. */
    async ready(): Promise<string[]> {
      await Promise.all([...undiscarded.current].map(discard));
      return selection.photos.flatMap((photo) => (photo.referenceId ? [photo.referenceId] : []));
    },
    /** After sending: the photos leave the chooser (kept on the server); new ones get new tickets. */
    sent() {
      for (const photo of selection.photos) selection.remove(photo.id);
      pool.current = [];
      loaded.current = null;
    },
  };
}

export type CheckedPhotos = ReturnType<typeof useCheckedPhotos>;
