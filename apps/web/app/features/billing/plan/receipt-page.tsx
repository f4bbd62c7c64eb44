import { displayDate, tokyoDate } from '@hibi/domain';
import { Printer } from 'lucide-react';
import { useParams } from 'react-router';
import { FactList } from '~/components/fact-list';
import { LoadFailed, Loading } from '~/components/load-state';
import { MypageScreen } from '~/components/mypage-screen';
import { usePaymentHistory } from '~/features/billing/use-billing';
import { useChildren } from '~/features/children/use-children';
import { displayName, sessionAccount } from '~/features/session/session-state';
import { mypageMeta } from '~/lib/mypage-entry';
import { SERVICE_NAME } from '~/lib/site-links';
import { addressee, coveredChildrenText, hasReceipt, periodText, yenText } from './payment-text';

export { clientLoader, HydrateFallback } from '~/features/app-frame/approved-page';
export const meta = mypageMeta('/mypage/plan/history/sample/receipt/');

const backToHistory = { to: '/mypage/plan/history/', label: 'お支払いの履歴' };

/** A receipt (領収書) for one paid charge, laid out to print on one A4 page. */
export default function ReceiptPage() {
  const { paymentId } = useParams();
  const account = sessionAccount.use();
  const history = usePaymentHistory();
  const payment = history.data?.find((candidate) => candidate.id === paymentId);
  const family = useChildren().data ?? [];
  const body = () => {
    if (history.isError) return <LoadFailed label="領収書" onRetry={() => void history.refetch()} />;
    if (history.isPending || !account) return <Loading label="領収書" />;
    if (!payment || !hasReceipt(payment)) {
      return (
        <p className="mypage-muted">このお支払いの領収書はありません。お支払いの履歴からお選びください。</p>
      );
    }
    const covered = coveredChildrenText(family, payment);
    const rows: [string, string][] = [
      ['但し書き', `${SERVICE_NAME}利用料として`],
      ...(covered ? [['対象のお子さま', covered] as [string, string]] : []),
      ['ご利用期間', periodText(payment)],
      ['お支払い日', displayDate(tokyoDate(new Date(payment.occurredAt)))],
      ['お支払い方法', 'クレジットカード'],
    ];
    return (
      <>
        <section className="receipt" aria-labelledby="receipt-title">
          <h2 className="receipt-title" id="receipt-title">
            領収書
          </h2>
          <dl className="receipt-meta">
            <div>
              <dt>No.</dt>
              <dd className="receipt-number">{payment.receiptNumber}</dd>
            </div>
            <div>
              <dt>発行日</dt>
              <dd>{displayDate(tokyoDate(new Date()))}</dd>
            </div>
          </dl>
          <p className="receipt-addressee">{addressee(displayName(account))}</p>
          <p className="receipt-amount">
            <span>金額</span>
            <strong>{yenText(payment.amount)}</strong>
            <span>（税込）</span>
          </p>
          <p>上記の金額を正に領収いたしました。</p>
          <FactList rows={rows} className="receipt-facts" />
          <p className="receipt-issuer">発行者：{SERVICE_NAME}</p>
        </section>
        <div className="receipt-actions">
          <button className="button button-primary button-block" type="button" onClick={() => window.print()}>
            <Printer aria-hidden="true" size={18} />
            印刷する
          </button>
        </div>
      </>
    );
  };
  return (
    <MypageScreen path="/mypage/plan/history/sample/receipt/" back={backToHistory}>
      {body()}
    </MypageScreen>
  );
}
