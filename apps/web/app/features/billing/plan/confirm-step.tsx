import type { CardSummary, PaymentProviderName, SubscriptionRecord } from '@hibi/contract';
import { subscribeBodySchema } from '@hibi/contract';
import type { PricedChild } from '@hibi/domain';
import { useForm } from 'react-hook-form';
import { ConsentCheckbox } from '~/components/consent-checkbox';
import { japaneseResolver } from '~/components/form/japanese-resolver';
import { SubmitButton } from '~/components/form/submit-button';
import { useCardCollector } from '~/features/billing/use-card-collector';
import { ConfirmTerms } from './confirm-terms';
import { useSubscribe } from './use-subscribe';

const consentSchema = subscribeBodySchema.pick({ agreed: true });

interface ConfirmStepProps {
  unitPrice: number;
  familyChildren: readonly PricedChild[];
  card: CardSummary;
  provider: PaymentProviderName;
  publishableKey: string | null;
  trialLastDay: string | null;
  today: string;
  onUseAnotherCard: () => void;
  onDone: (subscription: SubscriptionRecord) => void;
}

/** Step 2: the final confirmation; nothing is charged until 「上記に同意して申し込む」. */
export function ConfirmStep({
  provider,
  publishableKey,
  onUseAnotherCard,
  onDone,
  ...terms
}: ConfirmStepProps) {
  const form = useForm<{ agreed: boolean }>({
    // The contract's own rule and message: agreed must be true.
    resolver: japaneseResolver(consentSchema) as never,
    defaultValues: { agreed: false },
  });
  const collector = useCardCollector(provider);
  const { busy, submit } = useSubscribe({ provider, publishableKey, onDone, onNoCard: onUseAnotherCard });
  const Host = collector.data?.AuthenticationHost;
  return (
    <div className="card mypage-card plan-confirm">
      <p className="mypage-muted plan-step-lead">
        以下の内容でお申し込みいただきます。内容をご確認のうえ、同意してお申し込みください。
      </p>
      <ConfirmTerms {...terms} />
      <button
        className="button-link plan-other-card"
        type="button"
        onClick={onUseAnotherCard}
        disabled={busy}
      >
        別のカードを使う
      </button>
      <form
        className="auth-form plan-confirm-form"
        noValidate
        onSubmit={form.handleSubmit(() => submit(terms.unitPrice))}
      >
        <ConsentCheckbox
          {...form.register('agreed')}
          label="上記のお申し込み内容（金額・お支払い時期・契約期間・解約方法）を確認し、同意します。"
          error={form.formState.errors.agreed?.message}
        />
        <SubmitButton busy={busy} busyLabel="お申し込みを処理しています…">
          上記に同意して申し込む
        </SubmitButton>
      </form>
      {Host ? <Host /> : null}
    </div>
  );
}
