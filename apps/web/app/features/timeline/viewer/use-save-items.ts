import type { TimelineItem } from '@hibi/contract';
import { useState } from 'react';
import { messageOf } from '~/lib/api-error';
import { showToast } from '~/lib/toast';
import { recordDownloads } from '../timeline-calls';

const saveFailed = '保存できませんでした。通信環境をご確認のうえ、もう一度お試しください。';

/**
 * Saving one item or a selection: the share sheet on phones (up to 30 files), one file, or a ZIP.
 * Each finished save is recorded (§7); progress is the ZIP's bytes received.
 */
export function useSaveItems(childId: string) {
  const [busy, setBusy] = useState(false);
  const [receivedBytes, setReceivedBytes] = useState<number | null>(null);

  const save = async (items: TimelineItem[]): Promise<boolean> => {
    if (busy || items.length === 0) return false;
    setBusy(true);
    try {
      // Loaded on the first save, not with the timeline: its first screen needs none of it.
      const { canShareFiles, downloadArchive, downloadMedia, MAX_SHARED_FILES, shareMedia } = await import(
        '../save-media'
      );
      if (canShareFiles() && items.length <= MAX_SHARED_FILES) {
        if (!(await shareMedia(items))) return false;
      } else if (items.length === 1 && items[0]) {
        await downloadMedia(items[0]);
      } else {
        setReceivedBytes(0);
        await downloadArchive(childId, items, setReceivedBytes);
      }
      await recordDownloads(
        childId,
        items.map((item) => item.mediaId),
      );
      showToast(items.length === 1 ? '保存しました。' : `${items.length}件を保存しました。`, 'success');
      return true;
    } catch (error) {
      showToast(messageOf(error, saveFailed), 'error');
      return false;
    } finally {
      setBusy(false);
      setReceivedBytes(null);
    }
  };

  return { save, busy, receivedBytes };
}
