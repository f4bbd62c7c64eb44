import type { ReactNode } from 'react';
import { useHydrated } from '~/lib/use-hydrated';

interface SubmitButtonProps {
  busy: boolean;
  busyLabel: string;
  children: ReactNode;
}

/** The form's one primary button: disabled until the page works and while sending. */
export function SubmitButton({ busy, busyLabel, children }: SubmitButtonProps) {
  const hydrated = useHydrated();
  return (
    <button
      className="button button-primary button-block"
      type="submit"
      disabled={!hydrated || busy}
      aria-busy={busy}
    >
      {busy ? busyLabel : children}
    </button>
  );
}
