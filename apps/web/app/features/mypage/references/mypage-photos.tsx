import type { GuardianReference } from '@hibi/contract';
import { referenceTicketCount } from '@hibi/contract/limits';
import { useState } from 'react';
import { useSubmit } from '~/components/form/use-submit';
import { useChildren } from '~/features/family/use-children';
import { showToast } from '~/lib/toast';
import { LoadFailed, Loading } from '../load-state';
import { mypageMeta } from '../mypage-entry';
import { MypageScreen } from '../mypage-screen';
import { AddPhotos } from './add-photos';
import { removeReference } from './reference-calls';
import { ReferenceList } from './reference-list';
import { RemoveReferenceDialog } from './remove-reference-dialog';
import { useReferences } from './use-references';

export { clientLoader, HydrateFallback } from '~/features/session/approved-page';
export const meta = mypageMeta('/mypage/photos/');

const removeFailed = '写真を削除できませんでした。時間をおいて、もう一度お試しください。';

/** The child's reference photos: what the face check made of each, new ones, removing old ones. */
export default function MypagePhotos() {
  const child = useChildren().data?.[0];
  const { references, reload } = useReferences(child?.childId);
  const [removing, setRemoving] = useState<GuardianReference | null>(null);
  const remove = useSubmit(async () => {
    if (!child || !removing) return;
    await removeReference(child.childId, removing.referenceId);
    setRemoving(null);
    showToast('写真を削除しました。', 'success');
    await reload();
  }, removeFailed);

  const list = references.data;
  const kept = list?.references.filter((reference) => reference.status !== 'rejected').length ?? 0;
  const room = list ? Math.min(referenceTicketCount, list.maxReferences - kept) : 0;
  return (
    <MypageScreen
      path="/mypage/photos/"
      lead="お子さまの成長にあわせて最近の写真を追加すると、園の写真からお子さまをより確実に見つけて、お届けできます。"
    >
      {references.isError ? (
        <LoadFailed label="登録写真" onRetry={() => void references.refetch()} />
      ) : !list || !child ? (
        <Loading label="登録写真" />
      ) : (
        <>
          <section className="card mypage-card" aria-labelledby="reference-list-title">
            <h2 id="reference-list-title" className="mypage-card-title">
              登録中の写真（{kept} / {list.maxReferences}枚）
            </h2>
            {list.references.length === 0 ? (
              <p className="mypage-muted">
                登録中の写真はありません。お子さまの最近の写真を追加してください。
              </p>
            ) : (
              <ReferenceList references={list.references} onRemove={setRemoving} />
            )}
          </section>
          {room > 0 ? (
            <AddPhotos childId={child.childId} max={room} onAdded={() => void reload()} />
          ) : (
            <p className="mypage-note" role="status">
              写真は{list.maxReferences}
              枚まで登録できます。新しい写真を追加するときは、古い写真を削除してください。
            </p>
          )}
        </>
      )}
      <RemoveReferenceDialog
        reference={removing}
        busy={remove.busy}
        onConfirm={() => void remove.submit(undefined)}
        onCancel={() => setRemoving(null)}
      />
    </MypageScreen>
  );
}
