import type { SubscriptionRecord } from '@hibi/contract';
import type { SubscriptionType } from '@hibi/domain';
import { useState } from 'react';
import { Link } from 'react-router';
import { useSubmit } from '~/components/form/use-submit';
import { setCancelAtPeriodEnd } from '~/features/billing/billing-calls';
import { leaveFailed, undoLeaveFailed } from '~/features/billing/card-messages';
import { refreshAfterPlanChange } from '~/features/billing/use-billing';
import { sessionAccount } from '~/features/session/session-state';
import { showToast } from '~/lib/toast';
import { LeaveDialog } from './leave-dialog';
import { paidUntil } from './plan-dates';

interface PlanActionsProps {
  type: SubscriptionType;
  record: SubscriptionRecord | null;
  now: Date;
}

/** Start (trial, free), leave (premium), or undo leaving while the paid month runs. */
export function PlanActions({ type, record, now }: PlanActionsProps) {
  const userId = sessionAccount.use()?.user.userId ?? '';
  const [confirming, setConfirming] = useState(false);
  const until = record ? (paidUntil(record, now) ?? '') : '';
  const leave = useSubmit(async () => {
    await setCancelAtPeriodEnd(userId, true);
    await refreshAfterPlanChange();
    setConfirming(false);
    showToast(`解約を受け付けました。${until} まで有料プランをご利用いただけます。`, 'success');
  }, leaveFailed);
  const stay = useSubmit(async () => {
    await setCancelAtPeriodEnd(userId, false);
    await refreshAfterPlanChange();
    showToast('解約を取り消しました。引き続き有料プランをご利用いただけます。', 'success');
  }, undoLeaveFailed);

  if (type !== 'premium') {
    return (
      <div className="plan-actions">
        <Link className="button button-primary button-block" to="/mypage/plan/subscribe/">
          有料プランに申し込む
        </Link>
      </div>
    );
  }
  if (!record) return null;
  if (record.status === 'canceled') {
    return (
      <div className="plan-actions">
        <button
          className="button button-block"
          type="button"
          disabled={stay.busy}
          aria-busy={stay.busy}
          onClick={() => void stay.submit(undefined)}
        >
          {stay.busy ? '手続きしています…' : '解約を取り消す'}
        </button>
      </div>
    );
  }
  return (
    <div className="plan-actions">
      <button className="button button-block plan-leave" type="button" onClick={() => setConfirming(true)}>
        有料プランを解約する
      </button>
      <LeaveDialog
        open={confirming}
        busy={leave.busy}
        until={until}
        onConfirm={() => void leave.submit(undefined)}
        onCancel={() => setConfirming(false)}
      />
    </div>
  );
}
