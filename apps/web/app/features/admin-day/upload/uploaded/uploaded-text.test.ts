import { describe, expect, it } from 'vitest';
import { uploadedByline, uploadedName, uploadedStateText } from './uploaded-text';

describe('uploadedStateText', () => {
  it.each([
    ['processing', 0, '処理中'],
    ['delivered', 3, '配信済み（3人）'],
    ['unmatched', 0, '該当なし'],
    ['failed', 0, '失敗'],
    ['hidden', 0, '非公開'],
  ] as const)('%s is %s', (state, deliveredCount, text) => {
    expect(uploadedStateText({ state, deliveredCount })).toBe(text);
  });
});

describe('uploadedName and uploadedByline', () => {
  it('name a file without a kept name by its kind, and the uploader by Tokyo time', () => {
    expect(uploadedName({ name: null, kind: 'video' })).toBe('名前のない動画');
    expect(uploadedName({ name: 'IMG_0107.JPG', kind: 'photo' })).toBe('IMG_0107.JPG');
    expect(uploadedByline({ uploadedBy: '山田', uploadedAt: '2026-11-20T00:41:00.000Z' })).toBe(
      '山田・09:41',
    );
    expect(uploadedByline({ uploadedBy: null, uploadedAt: '2026-11-20T00:41:00.000Z' })).toBe(
      '（削除されたスタッフ）・09:41',
    );
  });
});
