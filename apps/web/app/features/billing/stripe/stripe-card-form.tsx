import type { StripeCardElement } from '@stripe/stripe-js';
import { useEffect, useRef, useState } from 'react';
import { SubmitButton } from '~/components/form/submit-button';
import { useSubmit } from '~/components/form/use-submit';
import { type CardFieldsProps, cardRefused } from '../card-collector';
import { cardSetupFailed } from '../card-messages';
import { stripeFor } from './stripe-loader';

const stripeUnavailable =
  'カード入力欄を読み込めませんでした。通信環境をご確認のうえ、再読み込みしてください。';

/** Stripe's Card Element: the card number never touches our pages or servers. */
export function StripeCardForm({ setup, submitLabel, onSetUp }: CardFieldsProps) {
  const mount = useRef<HTMLDivElement>(null);
  const card = useRef<StripeCardElement | null>(null);
  const [failed, setFailed] = useState(false);
  const publishableKey = setup.publishableKey ?? '';
  useEffect(() => {
    let element: StripeCardElement | null = null;
    stripeFor(publishableKey)
      .then((stripe) => {
        if (!mount.current) return;
        element = stripe.elements({ locale: 'ja' }).create('card', { hidePostalCode: true });
        element.mount(mount.current);
        card.current = element;
      })
      .catch(() => setFailed(true));
    return () => element?.destroy();
  }, [publishableKey]);

  const { busy, submit } = useSubmit(async () => {
    const stripe = await stripeFor(publishableKey);
    if (!card.current) throw cardRefused(stripeUnavailable);
    const { error } = await stripe.confirmCardSetup(setup.clientSecret, {
      payment_method: { card: card.current },
    });
    if (error) throw cardRefused(error.message ?? cardSetupFailed);
    await onSetUp();
  }, cardSetupFailed);

  return (
    <form
      className="auth-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit(undefined);
      }}
    >
      <fieldset className="field stripe-card-field">
        <legend className="field-label">カード情報</legend>
        <div className="stripe-card" ref={mount} />
        {failed ? <p className="field-error">{stripeUnavailable}</p> : null}
      </fieldset>
      <SubmitButton busy={busy} busyLabel="確認しています…">
        {submitLabel}
      </SubmitButton>
    </form>
  );
}
