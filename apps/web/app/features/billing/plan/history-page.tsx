import { displayDate, tokyoDate } from '@hibi/domain';
import { Link } from 'react-router';
import { LoadFailed, Loading } from '~/components/load-state';
import { backToPlan, MypageScreen } from '~/components/mypage-screen';
import { usePaymentHistory } from '~/features/billing/use-billing';
import { useChildren } from '~/features/children/use-children';
import { mypageMeta } from '~/lib/mypage-entry';
import { coveredChildrenText, hasReceipt, paymentLabel, periodText, yenText } from './payment-text';

export { clientLoader, HydrateFallback } from '~/features/app-frame/approved-page';
export const meta = mypageMeta('/mypage/plan/history/');

/** Every charge, newest first (§7's subscriptionHistory), each paid one with its receipt. */
export default function HistoryPage() {
  const history = usePaymentHistory();
  const family = useChildren().data ?? [];
  // Each child's line only when a payment covered brothers or sisters (decision 0044).
  const several = family.filter((child) => child.approvedAt).length > 1;
  return (
    <MypageScreen path="/mypage/plan/history/" back={backToPlan}>
      {history.isError ? (
        <LoadFailed label="お支払いの履歴" onRetry={() => void history.refetch()} />
      ) : history.isPending ? (
        <Loading label="お支払いの履歴" />
      ) : history.data.length === 0 ? (
        <p className="mypage-muted">まだお支払いの履歴はありません。</p>
      ) : (
        <ul className="payment-list">
          {history.data.map((payment) => (
            <li key={payment.id} className={`card payment-row payment-${payment.status}`}>
              <p className="payment-date">{displayDate(tokyoDate(new Date(payment.occurredAt)))}</p>
              <p className="payment-label">{paymentLabel(payment)}</p>
              <p className="payment-amount">{yenText(payment.amount)}</p>
              <p className="payment-period">ご利用期間：{periodText(payment)}</p>
              {several && payment.amount > 0 ? (
                <p className="payment-period">対象：{coveredChildrenText(family, payment)}</p>
              ) : null}
              {hasReceipt(payment) ? (
                <Link className="payment-receipt" to={`/mypage/plan/history/${payment.id}/receipt/`}>
                  領収書を表示
                  <span className="visually-hidden">
                    （{displayDate(tokyoDate(new Date(payment.occurredAt)))}）
                  </span>
                </Link>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </MypageScreen>
  );
}
