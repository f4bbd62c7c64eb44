import type { UploadedMediaItem } from '@hibi/contract';
import { tokyoTime } from '@hibi/domain';

type Stated = Pick<UploadedMediaItem, 'state' | 'deliveredCount'>;

/** An upload's state as a teacher reads it: 処理中, 配信済み（2人）, 該当なし, 失敗, 非公開. */
export function uploadedStateText({ state, deliveredCount }: Stated): string {
  switch (state) {
    case 'processing':
      return '処理中';
    case 'delivered':
      return `配信済み（${deliveredCount}人）`;
    case 'unmatched':
      return '該当なし';
    case 'failed':
      return '失敗';
    case 'hidden':
      return '非公開';
  }
}

/** The file's name, or what it is when its name was not kept. */
export const uploadedName = (item: Pick<UploadedMediaItem, 'name' | 'kind'>) =>
  item.name ?? `名前のない${item.kind === 'video' ? '動画' : '写真'}`;

/** Who uploaded it and when (the day is the list's): 山田 先生・09:41. */
export const uploadedByline = (item: Pick<UploadedMediaItem, 'uploadedBy' | 'uploadedAt'>) =>
  `${item.uploadedBy ?? '（削除されたスタッフ）'}・${tokyoTime(item.uploadedAt)}`;
