import type { ApprovalDetail, SameChild } from '@hibi/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Users } from 'lucide-react';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '~/components/confirm-dialog';
import { useConfirmation } from '~/components/use-confirmation';
import { approvalKeys } from '~/features/admin/admin-keys';
import { fullName, slashDate } from '~/features/admin/admin-text';
import { showToast } from '~/lib/toast';
import { joinFamilyRequest } from './approval-calls';
import { familyText, sameChildReason } from './approval-text';
import { FamilyLink } from './family-link';

/**
 * The request very likely names an enrolled child again (decision 0036): staff see that child and
 * its family, and may add this guardian to the family instead of enrolling the child twice, which
 * would leave her photos to nobody (two enrolments of one face tie in the matcher).
 */
export function SameChildPanel({ request }: { request: ApprovalDetail }) {
  const same = request.sameChild;
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const joining = useConfirmation(async (target: SameChild) => {
    await joinFamilyRequest(request.guardianId, target.childId);
    await queryClient.invalidateQueries({ queryKey: approvalKeys.all });
    showToast(
      `${fullName(request.guardian)}さんを${familyText(target)}に追加して承認しました。保護者にメールでお知らせしました。`,
      'success',
    );
    navigate('/admin/approvals/');
  }, 'ご家族に追加できませんでした。もう一度お試しください。');
  if (!same) return null;
  const child = `${fullName(same)}さん`;
  return (
    <section className="approval-same-child" aria-labelledby="same-child-title">
      <h2 id="same-child-title">
        <Users aria-hidden="true" size={20} />
        同じお子さまの可能性が高いです
      </h2>
      <p>
        {`この申請のお子さまは、ほかのご家族ですでに登録されている次のお子さまと${sameChildReason(same)}。同じお子さまの可能性が高いです。同じお子さまなら、この保護者をそのご家族に追加して承認してください。心当たりのない申請なら却下してください。別のお子さまとして承認するには、下の「承認・却下」で理由の記入が必要です。`}
      </p>
      <dl className="approval-dl">
        <dt>お名前</dt>
        <dd>{child}</dd>
        <dt>生年月日</dt>
        <dd>{slashDate(same.birthday)}</dd>
        <dt>クラス</dt>
        <dd>{same.className ?? '未設定'}</dd>
        <dt>ご家族</dt>
        <dd>
          <FamilyLink familyId={same.familyId} guardians={same.guardians} />
        </dd>
      </dl>
      <button
        className="button button-primary"
        type="button"
        disabled={joining.busy}
        onClick={() => joining.ask(same)}
      >
        このご家族に追加して承認
      </button>
      <ConfirmDialog
        {...joining.dialog}
        title={`${familyText(same)}に追加して承認します`}
        confirmLabel="追加して承認する"
        busyLabel="追加しています…"
      >
        <p>
          {`${fullName(request.guardian)}さんを${child}（${slashDate(same.birthday)}生まれ）の${familyText(same)}に保護者として追加し、承認します。申請のお子さまは登録せず、送られた参照写真は${child}の写真として使います。保護者にはメールでお知らせします。`}
        </p>
      </ConfirmDialog>
    </section>
  );
}
