import type { SettlementResponse } from '@hibi/contract';
import { CardSetup } from '~/features/billing/card-setup';

interface CardStepProps {
  onCard: (settlement: SettlementResponse, publishableKey: string | null) => void;
  /** Back to the card on file, when there is one. */
  onKeepCard?: () => void;
}

/** Step 1: the card that pays for the plan. Nothing is charged here. */
export function CardStep({ onCard, onKeepCard }: CardStepProps) {
  return (
    <div className="card mypage-card mypage-form-card">
      <p className="mypage-muted plan-step-lead">
        お支払いに使うクレジットカードを登録します。この時点ではお支払いは発生しません。次の画面で内容をご確認いただいてからお申し込みとなります。
      </p>
      <CardSetup submitLabel="カードを登録して次へ" onCard={onCard} />
      {onKeepCard ? (
        <button className="button button-block plan-keep-card" type="button" onClick={onKeepCard}>
          登録済みのカードを使う
        </button>
      ) : null}
    </div>
  );
}
