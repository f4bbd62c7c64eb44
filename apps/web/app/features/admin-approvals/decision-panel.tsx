import {
  type ApprovalDetail,
  differentChildReasonSchema,
  readyRejectionReasons,
  rejectRequestSchema,
} from '@hibi/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { useSubmit } from '~/components/form/use-submit';
import { approvalKeys } from '~/features/admin/admin-keys';
import { fullName } from '~/features/admin/admin-text';
import { showToast } from '~/lib/toast';
import { approveRequest, rejectRequest, requestTargetOf } from './approval-calls';
import { ReasonDialog } from './reason-dialog';

type Asking = 'reject' | 'different-child' | null;

/**
 * Approve (optionally placing the child in a class) or reject with a reason; either mails the
 * guardian, then the queue shows again with a toast saying what was done. A request that most
 * likely names an enrolled child (sameChild) is approved only as a different child, with a written
 * reason the audit log keeps (decision 0039).
 */
export function DecisionPanel({ request, childName }: { request: ApprovalDetail; childName: string }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const classField = useId();
  const [classId, setClassId] = useState(request.child.classId ?? '');
  const [asking, setAsking] = useState<Asking>(null);
  const same = request.sameChild;
  const done = async (message: string) => {
    await queryClient.invalidateQueries({ queryKey: approvalKeys.all });
    showToast(message, 'success');
    navigate('/admin/approvals/');
  };
  const target = requestTargetOf(request);
  const sibling = request.kind === 'sibling';
  const approval = useSubmit(async (reason: string | undefined) => {
    await approveRequest(target, classId || null, reason);
    await done(`${childName}さんの申請を承認しました。保護者にメールでお知らせしました。`);
  }, '承認できませんでした。もう一度お試しください。');
  const rejection = useSubmit(async ({ reason }: { reason: string }) => {
    await rejectRequest(target, reason);
    await done(
      sibling
        ? `${childName}さんの申請を差し戻しました。理由を保護者にメールでお送りしました。`
        : `${childName}さんの申請を却下しました。理由を保護者にメールでお送りしました。`,
    );
  }, '却下できませんでした。もう一度お試しください。');
  const busy = approval.busy || rejection.busy;

  return (
    <section className="approval-decision" aria-labelledby="decision-title">
      <h2 id="decision-title">承認・却下</h2>
      <p>
        {sibling
          ? '登録済みのご家族が追加したごきょうだいです。承認すると保護者にメールが届き、これから届く写真が配信されるようになります。'
          : '承認すると保護者にメールが届き、無料体験が始まります。これから届く写真が配信されるようになります。'}
      </p>
      {same ? (
        <p className="approval-reason-note">
          {`登録済みの${fullName(same)}さんと同じお子さまの可能性が高いため、別のお子さまとして承認するには理由の記入が必要です。理由は操作履歴に残ります。`}
        </p>
      ) : null}
      {request.classes.length > 0 ? (
        <div className="field">
          <label className="field-label" htmlFor={classField}>
            クラス
          </label>
          <select
            id={classField}
            className="field-input"
            value={classId}
            onChange={(event) => setClassId(event.target.value)}
          >
            <option value="">未設定</option>
            {request.classes.map((room) => (
              <option key={room.classId} value={room.classId}>
                {room.name}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      <div className="approval-decision-actions">
        <button
          className={same ? 'button' : 'button button-primary'}
          type="button"
          disabled={busy}
          onClick={() => (same ? setAsking('different-child') : void approval.submit(undefined))}
        >
          {approval.busy ? '承認しています…' : same ? '別のお子さまとして承認する…' : '承認する'}
        </button>
        <button
          className="button button-danger"
          type="button"
          disabled={busy}
          onClick={() => setAsking('reject')}
        >
          却下する…
        </button>
      </div>
      <ReasonDialog
        open={asking === 'reject'}
        busy={rejection.busy}
        schema={rejectRequestSchema}
        title={`${childName}さんの申請を却下します`}
        label="却下の理由"
        hint="保護者が読む文章です。1行、500文字以内で入力してください。"
        confirmLabel="却下してメールを送る"
        tone="danger"
        choices={readyRejectionReasons}
        onConfirm={(values) => void rejection.submit(values)}
        onCancel={() => setAsking(null)}
      >
        <p>
          入力した理由は、そのまま<strong>保護者にメールで送られます</strong>
          。保護者はログインして、写真の送り直しや申請内容の修正ができます。
        </p>
      </ReasonDialog>
      {same ? (
        <ReasonDialog
          open={asking === 'different-child'}
          busy={approval.busy}
          schema={differentChildReasonSchema}
          title={`${childName}さんを別のお子さまとして承認します`}
          label="別のお子さまと判断した理由"
          hint="例: 双子のきょうだいで、園で別々に確認しました。操作履歴に残ります（1行、500文字以内）。"
          confirmLabel="理由を残して承認する"
          tone="primary"
          onConfirm={({ reason }) => void approval.submit(reason)}
          onCancel={() => setAsking(null)}
        >
          <p>
            {`この申請のお子さまは、登録済みの${fullName(same)}さんと同じお子さまの可能性が高いと判定されています。別のお子さまとして登録すると、よく似た二人の写真を取り違えるおそれがあります。確かめた内容を理由として記入してください。`}
          </p>
        </ReasonDialog>
      ) : null}
    </section>
  );
}
