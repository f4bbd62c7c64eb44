import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { queryClient } from './query-client';
import { onSessionEnd } from './session-end';

/**
 * The query cache for the signed-in screens. Kept out of the marketing pages' bundle; emptied
 * whenever the session ends, so no family's answers outlive it.
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  useEffect(() => onSessionEnd(() => queryClient().clear()), []);
  return <QueryClientProvider client={queryClient()}>{children}</QueryClientProvider>;
}
