import type { AdminUploadTicket } from '@hibi/contract';
import { adminUploadApi } from '@hibi/contract/api';
import { uploadBatchLimit, uploadFileName } from '@hibi/contract/limits';
import { uploadContentTypes, uploadRefusal } from '@hibi/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { adminCall } from '~/features/admin/session/admin-request';
import { uploadToTicket } from '~/features/storage-upload/upload-to-ticket';
import { messageOf } from '~/lib/api-error';
import { forgetPending, keepPending, type PendingFile } from './pending-store';
import { chunksOf, runPool } from './run-pool';

/** Files go to storage four at a time: enough to fill a nursery's line, few enough to show progress. */
const parallelUploads = 4;

export type UploadStatus = 'waiting' | 'uploading' | 'done' | 'failed';
export interface UploadItem extends PendingFile {
  status: UploadStatus;
  /** 0..1 of the bytes sent. */
  progress: number;
  error?: string;
  /** Refused for its type or size: sending it again cannot help. */
  refused?: boolean;
}

const failed = (error: unknown, fallback: string) => ({
  status: 'failed' as const,
  error: messageOf(error, fallback),
});

/**
 * The day's upload: tickets asked for in chunks of 500, each file POSTed with its ticket to the
 * server's /storage/upload, which writes it to the storage (four at once, with progress), then
 * completed so the pipeline takes it. Every chosen file is kept in IndexedDB until completed, so a
 * closed tab can resume with the rest.
 */
export function useDayUpload() {
  const [items, setItems] = useState<UploadItem[]>([]);
  const queryClient = useQueryClient();
  const update = useCallback((id: string, patch: Partial<UploadItem>) => {
    setItems((current) => current.map((item) => (item.id === id ? { ...item, ...patch } : item)));
  }, []);

  const storeOne = async (item: UploadItem, ticket: AdminUploadTicket) => {
    update(item.id, { status: 'uploading', progress: 0, error: undefined });
    let shown = 0;
    try {
      await uploadToTicket(ticket, item.blob, (fraction) => {
        // A re-render per 5 %, not per network event.
        if (fraction === 1 || fraction - shown >= 0.05) {
          shown = fraction;
          update(item.id, { progress: fraction });
        }
      });
    } catch (error) {
      update(item.id, failed(error, 'アップロードに失敗しました。'));
      throw error;
    }
  };

  const sendChunk = async (facilityCode: string, chosen: UploadItem[]) => {
    // A file the server would refuse is refused alone here, not with the rest of its chunk.
    const chunk = [];
    for (const item of chosen) {
      const file = { name: item.name, contentType: item.type, size: item.blob.size };
      const refusal = uploadRefusal(file, uploadContentTypes);
      if (!refusal) chunk.push(item);
      else {
        update(item.id, { status: 'failed', error: refusal, refused: true });
        await forgetPending(item.id);
      }
    }
    if (chunk.length === 0) return;
    const files = chunk.map((item) => ({
      name: uploadFileName(item.name),
      contentType: item.type,
      size: item.blob.size,
    }));
    let tickets: AdminUploadTicket[];
    try {
      ({ tickets } = await adminCall(adminUploadApi.createTickets, { body: { facilityCode, files } }));
    } catch (error) {
      for (const item of chunk) update(item.id, failed(error, 'アップロードの準備ができませんでした。'));
      return;
    }
    const stored: { item: UploadItem; key: string }[] = [];
    const pairs = chunk.map((item, index) => ({ item, ticket: tickets[index] as AdminUploadTicket }));
    await runPool(pairs, parallelUploads, async ({ item, ticket }) => {
      await storeOne(item, ticket);
      stored.push({ item, key: ticket.key });
    });
    if (stored.length === 0) return;
    try {
      const { missing } = await adminCall(adminUploadApi.complete, {
        body: {
          facilityCode,
          keys: stored.map((entry) => entry.key),
          // Kept with each media: a file the pipeline cannot use is named to staff by it.
          names: Object.fromEntries(stored.map(({ item, key }) => [key, uploadFileName(item.name)])),
        },
      });
      for (const { item, key } of stored) {
        if (missing.includes(key)) {
          update(item.id, { status: 'failed', error: 'ファイルが保存されていませんでした。' });
          continue;
        }
        update(item.id, { status: 'done', progress: 1 });
        await forgetPending(item.id);
      }
    } catch (error) {
      for (const { item } of stored) update(item.id, failed(error, '登録できませんでした。'));
    }
    await queryClient.invalidateQueries({ queryKey: ['admin', 'upload-progress'] });
  };

  /** Uploads the files (new ones are kept for resuming first); answers when all settled. */
  const send = async (batch: UploadItem[], keep: boolean) => {
    if (keep) await Promise.all(batch.map(({ status, progress, error, ...file }) => keepPending(file)));
    const byFacility = new Map<string, UploadItem[]>();
    for (const item of batch)
      byFacility.set(item.facilityCode, [...(byFacility.get(item.facilityCode) ?? []), item]);
    for (const [facilityCode, files] of byFacility)
      for (const chunk of chunksOf(files, uploadBatchLimit)) await sendChunk(facilityCode, chunk);
  };

  return {
    items,
    /** Adds files (chosen now, or left by an earlier visit) and uploads them. */
    async add(files: PendingFile[], keep = true) {
      const added = files.map((file) => ({ ...file, status: 'waiting' as const, progress: 0 }));
      setItems((current) => [...current, ...added]);
      await send(added, keep);
    },
    async retry(item: UploadItem) {
      await send([item], false);
    },
    clearDone() {
      setItems((current) => current.filter((item) => item.status !== 'done'));
    },
  };
}
