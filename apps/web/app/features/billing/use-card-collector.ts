import type { PaymentProviderName } from '@hibi/contract';
import { useQuery } from '@tanstack/react-query';
import { useGuardianQuery } from '~/features/session/query-guardian';
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
  return useGuardianQuery('card-setup', startCardSetup, {
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    retry: false,
  });
}
