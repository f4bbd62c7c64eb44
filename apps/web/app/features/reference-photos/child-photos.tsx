import type { GuardianReference } from '@hibi/contract';
import { referenceTicketCount } from '@hibi/contract/limits';
import { useState } from 'react';
import { useSubmit } from '~/components/form/use-submit';
import { LoadFailed, Loading } from '~/components/load-state';
import { showToast } from '~/lib/toast';
import { AddPhotos, type PhotoRequest } from './add-photos';
import { removeReference } from './reference-calls';
import { ReferenceList } from './reference-list';
import { RemoveReferenceDialog } from './remove-reference-dialog';
import { RequestButton } from './request-button';
import { useReferences } from './use-references';

const removeFailed = '写真を削除できませんでした。時間をおいて、もう一度お試しください。';

interface ChildPhotosProps {
  childId: string | undefined;
  /** A brother's or sister's request not sent yet: the chosen photos go with it in one tap. */
  request?: Omit<PhotoRequest, 'kept'>;
}

/**
 * One child's reference photos: what the face check made of each, new ones, removing old ones
 * (the first child's on /mypage/photos/, a brother's or sister's on their request's screen).
 */
export function ChildPhotos({ childId, request }: ChildPhotosProps) {
  const { references, reload } = useReferences(childId);
  const [removing, setRemoving] = useState<GuardianReference | null>(null);
  const remove = useSubmit(async () => {
    if (!childId || !removing) return;
    await removeReference(childId, removing.referenceId);
    setRemoving(null);
    showToast('写真を削除しました。', 'success');
    await reload();
  }, removeFailed);

  const list = references.data;
  const kept = list?.references.filter((reference) => reference.status !== 'rejected').length ?? 0;
  const room = list ? Math.min(referenceTicketCount, list.maxReferences - kept) : 0;
  if (references.isError) return <LoadFailed label="登録写真" onRetry={() => void references.refetch()} />;
  if (!list || !childId) return <Loading label="登録写真" />;
  return (
    <>
      <section className="card mypage-card" aria-labelledby="reference-list-title">
        <h2 id="reference-list-title" className="mypage-card-title">
          登録中の写真（{kept} / {list.maxReferences}枚）
        </h2>
        {list.references.length === 0 ? (
          <p className="mypage-muted">登録中の写真はありません。お子さまの最近の写真を追加してください。</p>
        ) : (
          <ReferenceList references={list.references} onRemove={setRemoving} />
        )}
      </section>
      {room > 0 ? (
        <AddPhotos
          childId={childId}
          max={room}
          onAdded={() => void reload()}
          request={request && { ...request, kept }}
        />
      ) : (
        <>
          <p className="mypage-note" role="status">
            写真は{list.maxReferences}
            枚まで登録できます。新しい写真を追加するときは、古い写真を削除してください。
          </p>
          {request ? <RequestButton request={request} /> : null}
        </>
      )}
      <RemoveReferenceDialog
        reference={removing}
        busy={remove.busy}
        onConfirm={() => void remove.submit(undefined)}
        onCancel={() => setRemoving(null)}
      />
    </>
  );
}
