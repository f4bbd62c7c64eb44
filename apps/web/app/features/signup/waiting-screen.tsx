import { useEffect } from 'react';
import { Link } from 'react-router';
import { SignOutButton } from '~/features/session/sign-out-button';
import { RequestSummary } from './request-summary';
import { useRequestState } from './use-request-state';

/**
 * After sending (and on every sign-in until approval): what happens next, in order, and what was
 * sent. Looks again now and then, so an approval shows without a reload.
 */
export function WaitingScreen({ userId, onRejected }: { userId: string; onRejected: () => void }) {
  const { data: state, isFetchedAfterMount } = useRequestState(userId);
  useEffect(() => {
    if (isFetchedAfterMount && state?.status === 'rejected') onRejected();
  }, [isFetchedAfterMount, state?.status, onRejected]);
  if (state?.status === 'approved') {
    return (
      <section className="card auth-card">
        <h1 className="page-title">承認されました</h1>
        <p>お申し込みが承認されました。今日からお子さまの写真が届きます。</p>
        <Link className="button button-primary button-block" to="/timeline/">
          タイムラインを見る
        </Link>
      </section>
    );
  }
  return (
    <section className="card auth-card">
      <h1 className="page-title">承認をお待ちください</h1>
      <p>
        お申し込みを受け付けました。{state?.child ? `${state.child.groupName}と` : '園と'}
        ひびフォトで内容を確認しています。
      </p>
      <ol className="next-steps">
        <li>
          <strong>内容と顔写真の確認</strong>
          お子さまの写真を正しくお届けするため、園の方とひびフォトが確認します。
        </li>
        <li>
          <strong>承認のお知らせ</strong>
          承認されると、この画面とメールでお知らせします。写真に問題があったときは、撮り直しのお願いをお送りします。
        </li>
        <li>
          <strong>無料体験のはじまり</strong>
          承認の日から無料体験がはじまり、その日の写真が夜までにタイムラインに届きます。
        </li>
      </ol>
      {state ? <RequestSummary state={state} /> : null}
      <div className="page-actions">
        <SignOutButton className="button" />
      </div>
    </section>
  );
}
