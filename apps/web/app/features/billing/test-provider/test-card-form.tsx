import { type TestCardInput, testCardSchema } from '@hibi/contract';
import { useForm } from 'react-hook-form';
import { japaneseResolver } from '~/components/form/japanese-resolver';
import { TextInput } from '~/components/form/text-input';
import { useSubmit } from '~/components/form/use-submit';
import { AuthForm } from '~/features/auth/auth-form';
import { authenticationNotCompleted, type CardFieldsProps, cardRefused } from '../card-collector';
import { cardSetupFailed } from '../card-messages';
import { authenticateWithDialog } from './test-authentication';
import { TestAuthenticationDialog } from './test-authentication-dialog';
import { confirmTestIntent } from './test-intent-calls';

const labels = { number: 'カード番号', expiry: '有効期限', cvc: 'セキュリティコード' };

/**
 * The built-in test provider's card form: Stripe's test card numbers only, checked on the
 * contract's schema first, then confirmed with the intent's client secret.
 */
export function TestCardForm({ setup, submitLabel, onSetUp }: CardFieldsProps) {
  const form = useForm<TestCardInput>({
    resolver: japaneseResolver(testCardSchema, labels),
    mode: 'onTouched',
    defaultValues: { number: '', expiry: '', cvc: '' },
  });
  const { busy, submit } = useSubmit(async (card: TestCardInput) => {
    const { status } = await confirmTestIntent(setup.clientSecret, card);
    if (status === 'requires_action') await authenticateWithDialog(setup.clientSecret);
    else if (status !== 'succeeded') throw cardRefused(authenticationNotCompleted);
    await onSetUp();
  }, cardSetupFailed);
  return (
    <>
      <p className="card-test-note">
        テスト環境です。実際のカードは使えません（例: 4242 4242 4242 4242、有効期限は未来の月/年）。
      </p>
      <AuthForm
        form={form}
        onValid={submit}
        busy={busy}
        submitLabel={submitLabel}
        busyLabel="確認しています…"
      >
        <TextInput
          name="number"
          label={labels.number}
          autoComplete="cc-number"
          inputMode="numeric"
          placeholder="1234 5678 9012 3456"
          required
        />
        <div className="card-fields-row">
          <TextInput
            name="expiry"
            label={labels.expiry}
            hint="月/年（例: 04/29）"
            autoComplete="cc-exp"
            placeholder="MM/YY"
            required
          />
          <TextInput
            name="cvc"
            label={labels.cvc}
            autoComplete="cc-csc"
            inputMode="numeric"
            placeholder="123"
            required
          />
        </div>
      </AuthForm>
      <TestAuthenticationDialog />
    </>
  );
}
