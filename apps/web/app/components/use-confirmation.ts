import { useState } from 'react';
import type { ConfirmDialogState } from './confirm-dialog';
import { useSubmit } from './form/use-submit';

/**
 * A question before an irreversible call: what is being asked about (a member, a pair, or just
 * `true`), the call run once at a time as useSubmit runs it, and what ConfirmDialog needs. The
 * dialog closes when the call succeeds and stays open, with the error toast, when it fails.
 */
export function useConfirmation<Subject>(action: (subject: Subject) => Promise<void>, fallback: string) {
  const [subject, setSubject] = useState<Subject | null>(null);
  const run = useSubmit(async (asked: Subject) => {
    await action(asked);
    setSubject(null);
  }, fallback);
  const dialog: ConfirmDialogState = {
    open: subject !== null,
    busy: run.busy,
    onConfirm: () => {
      if (subject !== null) void run.submit(subject);
    },
    onCancel: () => setSubject(null),
  };
  return { subject, ask: setSubject, busy: run.busy, dialog };
}
