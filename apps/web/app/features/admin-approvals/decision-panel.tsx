import type { ApprovalDetail, RejectRequest } from '@hibi/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { useSubmit } from '~/components/form/use-submit';
import { showToast } from '~/lib/toast';
import { approvalKeys, approveRequest, rejectRequest } from './approval-calls';
import { RejectDialog } from './reject-dialog';

/**
 * Approve (optionally placing the child in a class) or reject with a reason; either mails the
 * guardian, then the queue shows again with a toast saying what was done.
 */
export function DecisionPanel({ request, childName }: { request: ApprovalDetail; childName: string }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const classField = useId();
  const [classId, setClassId] = useState(request.child.classId ?? '');
  const [rejecting, setRejecting] = useState(false);
  const done = async (message: string) => {
    await queryClient.invalidateQueries({ queryKey: approvalKeys.all });
    showToast(message, 'success');
    navigate('/admin/approvals/');
  };
  const approval = useSubmit(async () => {
    await approveRequest(request.guardianId, classId || null);
    await done(`${childName}さんの申請を承認しました。保護者にメールでお知らせしました。`);
  }, '承認できませんでした。もう一度お試しください。');
  const rejection = useSubmit(async ({ reason }: RejectRequest) => {
    await rejectRequest(request.guardianId, reason);
    await done(`${childName}さんの申請を却下しました。理由を保護者にメールでお送りしました。`);
  }, '却下できませんでした。もう一度お試しください。');

  return (
    <section className="approval-decision" aria-labelledby="decision-title">
      <h2 id="decision-title">承認・却下</h2>
      <p>
        承認すると保護者にメールが届き、無料体験が始まります。これから届く写真が配信されるようになります。
      </p>
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
          className="button button-primary"
          type="button"
          disabled={approval.busy || rejection.busy}
          onClick={() => void approval.submit(undefined)}
        >
          {approval.busy ? '承認しています…' : '承認する'}
        </button>
        <button
          className="button button-danger"
          type="button"
          disabled={approval.busy || rejection.busy}
          onClick={() => setRejecting(true)}
        >
          却下する…
        </button>
      </div>
      <RejectDialog
        open={rejecting}
        busy={rejection.busy}
        childName={childName}
        onReject={(values) => void rejection.submit(values)}
        onCancel={() => setRejecting(false)}
      />
    </section>
  );
}
