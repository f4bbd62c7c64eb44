import { displayDate } from '@hibi/domain';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate, useParams } from 'react-router';
import { ConfirmDialog } from '~/components/confirm-dialog';
import { LoadFailed, Loading } from '~/components/load-state';
import { MypageScreen } from '~/components/mypage-screen';
import { useConfirmation } from '~/components/use-confirmation';
import { useChildren } from '~/features/children/use-children';
import { ChildPhotos } from '~/features/reference-photos/child-photos';
import { sessionAccount } from '~/features/session/session-state';
import { mypageMeta } from '~/lib/mypage-entry';
import { showToast } from '~/lib/toast';
import { sendSiblingRequest, withdrawSibling } from './sibling-calls';
import { siblingStage, siblingStageText } from './sibling-stage';

export { clientLoader, HydrateFallback } from '~/features/app-frame/approved-page';
export const meta = mypageMeta('/mypage/children/sample/');

/**
 * A brother's or sister's request (decision 0043): their photos, then the request to the
 * facility's staff; the reason when staff sent it back; taking it back while not approved.
 */
export default function SiblingPage() {
  const childId = useParams().childId ?? '';
  const userId = sessionAccount.use()?.user.userId ?? '';
  const children = useChildren();
  const queries = useQueryClient();
  const navigate = useNavigate();
  const child = children.data?.find((each) => each.childId === childId);
  // The chosen photos are registered and the request sent in one tap (decision 0043).
  const request = {
    label: 'この写真で園に申し込む',
    send: async () => {
      await sendSiblingRequest(userId, childId);
      await queries.invalidateQueries({ queryKey: ['children'] });
      showToast('お申し込みを送信しました。園の確認が終わるとメールでお知らせします。', 'success');
    },
  };
  const withdraw = useConfirmation(async () => {
    await withdrawSibling(userId, childId);
    await queries.invalidateQueries({ queryKey: ['children'] });
    showToast('ごきょうだいの追加を取り消しました。', 'success');
    navigate('/mypage/');
  }, '取り消せませんでした。時間をおいて、もう一度お試しください。');

  if (children.isError) return <LoadFailed label="お子さまの情報" onRetry={() => void children.refetch()} />;
  if (!children.data) return <Loading label="お子さまの情報" />;
  const stage = child ? siblingStage(child) : 'gone';
  return (
    <MypageScreen path="/mypage/children/sample/">
      {!child || stage === 'gone' ? (
        <p className="mypage-note" role="status">
          このお申し込みは見つかりません。<Link to="/mypage/">マイページ</Link>からご確認ください。
        </p>
      ) : (
        <>
          <section className="card mypage-card" aria-labelledby="sibling-title">
            <h2 id="sibling-title" className="mypage-card-title">
              {child.lastName} {child.firstName}さん（{displayDate(child.birthday)}生まれ）
            </h2>
            <p className={`sibling-stage sibling-stage-${stage}`} role="status">
              {siblingStageText[stage]}
            </p>
            {child.siblingRejectionReason ? (
              <p className="mypage-note">【園からの理由】{child.siblingRejectionReason}</p>
            ) : null}
          </section>
          {stage === 'approved' ? (
            <Link className="button button-primary button-block" to={`/timeline/?child=${childId}`}>
              タイムラインを見る
            </Link>
          ) : (
            <>
              <ChildPhotos childId={childId} request={stage === 'sent' ? undefined : request} />
              <button
                className="link-button sibling-withdraw"
                type="button"
                onClick={() => withdraw.ask(true)}
              >
                ごきょうだいの追加を取り消す
              </button>
            </>
          )}
        </>
      )}
      <ConfirmDialog
        {...withdraw.dialog}
        title="ごきょうだいの追加を取り消しますか？"
        confirmLabel="取り消す"
        busyLabel="取り消しています…"
        tone="danger"
      >
        <p className="mypage-muted">登録した写真も削除されます。あとから、もう一度追加することもできます。</p>
      </ConfirmDialog>
    </MypageScreen>
  );
}
