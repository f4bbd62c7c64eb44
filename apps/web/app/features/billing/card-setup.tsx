import type { SettlementResponse } from '@hibi/contract';
import { LoadFailed, Loading } from '~/components/load-state';
import { sessionAccount } from '~/features/session/session-state';
import { validateCard } from './billing-calls';
import { useCardCollector, useCardSetup } from './use-card-collector';

interface CardSetupProps {
  submitLabel: string;
  /** The card the server now keeps on file, and Stripe's key for later authentications. */
  onCard: (settlement: SettlementResponse, publishableKey: string | null) => void;
}

/** Collects a card with the installation's provider (setup), then has the server check it (validate). */
export function CardSetup({ submitLabel, onCard }: CardSetupProps) {
  const userId = sessionAccount.use()?.user.userId ?? '';
  const setup = useCardSetup();
  const collector = useCardCollector(setup.data?.provider);
  if (setup.isError || collector.isError) {
    return (
      <LoadFailed
        label="カードの入力欄"
        onRetry={() => void (setup.isError ? setup.refetch() : collector.refetch())}
      />
    );
  }
  if (!setup.data || !collector.data) return <Loading label="カードの入力欄" />;
  const { CardFields } = collector.data;
  const intent = setup.data;
  return (
    <CardFields
      setup={intent}
      submitLabel={submitLabel}
      onSetUp={async () => onCard(await validateCard(userId, intent.setupIntentId), intent.publishableKey)}
    />
  );
}
