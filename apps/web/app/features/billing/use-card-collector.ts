import type { PaymentProviderName } from '@hibi/contract';
import { useQuery } from '@tanstack/react-query';
import { sessionAccount } from '~/features/session/session-state';
import { startCardSetup } from './billing-calls';
import { loadCardCollector } from './card-collector';

/** The provider's browser code, loaded once a screen knows which provider serves it. */
export function useCardCollector(provider: PaymentProviderName | undefined) {
  return useQuery({
    queryKey: ['card-collector', provider],
    queryFn: () => loadCardCollector(provider ?? 'test'),
    enabled: Boolean(provider),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** A fresh setup intent for each visit of a card screen; never reused from the cache. */
export function useCardSetup() {
  const userId = sessionAccount.use()?.user.userId;
  return useQuery({
    queryKey: ['card-setup', userId],
    queryFn: () => startCardSetup(userId ?? ''),
    enabled: Boolean(userId),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    retry: false,
  });
}
