import type { UploadedMediaItem } from '@hibi/contract';
import { tokyoDateTime } from '@hibi/domain';
import { useId, useState } from 'react';
import { ChangeError } from '~/components/change-error';
import { ConfirmDialog } from '~/components/confirm-dialog';
import { useModalDialog } from '~/lib/use-modal-dialog';
import { uploadedName, uploadedStateText } from './uploaded-text';
import { UploadedThumb } from './uploaded-thumb';
import { useUploadChange } from './use-uploaded-media';

/**
 * One upload's details and what staff can do about a wrong one: 非公開にする (at once, undone by
 * 公開に戻す) or 削除 (asked again, since it cannot be undone).
 */
export function UploadedDetail({ item, onClose }: { item: UploadedMediaItem; onClose: () => void }) {
  const ref = useModalDialog(true);
  const titleId = useId();
  const change = useUploadChange();
  const [deleting, setDeleting] = useState(false);
  const name = uploadedName(item);
  const hidden = item.state === 'hidden';
  const toggle = () => change.mutate({ mediaId: item.mediaId, change: hidden ? 'unhide' : 'hide', name });
  const remove = () =>
    change.mutate(
      { mediaId: item.mediaId, change: 'delete', name },
      { onSuccess: onClose, onSettled: () => setDeleting(false) },
    );
  return (
    <dialog ref={ref} className="confirm-dialog uploaded-detail" aria-labelledby={titleId} onCancel={onClose}>
      <h2 id={titleId}>{name}</h2>
      <UploadedThumb item={item} className="uploaded-detail-thumb" />
      <dl className="uploaded-facts">
        <dt>状態</dt>
        <dd>
          {uploadedStateText(item)}
          {item.failureReason ? <span className="uploaded-reason">{item.failureReason}</span> : null}
        </dd>
        <dt>アップロード</dt>
        <dd>
          {item.uploadedBy ?? '（削除されたスタッフ）'}・
          <time dateTime={item.uploadedAt}>{tokyoDateTime(item.uploadedAt)}</time>
        </dd>
      </dl>
      <p className="admin-sub">
        {item.state === 'processing' ? '処理が終わると削除できます。' : null}
        {hidden
          ? 'どのご家族のタイムライン・ダウンロード・フォトムービーにも表示されていません。'
          : '別のクラスの写真や、共有しない写真は「非公開にする」と、すぐにどのご家族にも表示されなくなります。'}
      </p>
      <ChangeError error={change.error} fallback="できませんでした。もう一度お試しください。" />
      <div className="uploaded-actions">
        <button className="button button-primary" type="button" onClick={toggle} disabled={change.isPending}>
          {hidden ? '公開に戻す' : '非公開にする'}
        </button>
        <button
          className="button"
          type="button"
          onClick={() => setDeleting(true)}
          disabled={item.state === 'processing'}
        >
          削除…
        </button>
        <button className="button" type="button" onClick={onClose}>
          閉じる
        </button>
      </div>
      <ConfirmDialog
        open={deleting}
        busy={change.isPending}
        title={`${name}を削除しますか？`}
        confirmLabel="削除する"
        busyLabel="削除しています…"
        onConfirm={remove}
        onCancel={() => setDeleting(false)}
      >
        <p>
          <strong>削除すると元に戻せません。</strong>
        </p>
        <p>ファイルが消え、ご家族のタイムラインとフォトムービーからもなくなります。</p>
        <p>見せたくないだけなら「非公開にする」をお使いください。</p>
      </ConfirmDialog>
    </dialog>
  );
}
