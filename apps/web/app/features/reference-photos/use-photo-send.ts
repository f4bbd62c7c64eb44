import { useState } from 'react';
import { useSubmit } from '~/components/form/use-submit';

/**
 * Sending the chosen photos (useSubmit's one call at a time), its failure kept for PhotoChooser
 * to say above its button instead of in a toast over it.
 */
export function usePhotoSend(action: () => Promise<void>, fallback: string) {
  const [failure, setFailure] = useState<string | null>(null);
  const { busy, submit } = useSubmit(
    async () => {
      setFailure(null);
      await action();
    },
    fallback,
    setFailure,
  );
  return { busy, failure, send: () => void submit(undefined) };
}
