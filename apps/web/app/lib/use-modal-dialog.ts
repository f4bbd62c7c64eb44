import { useEffect, useRef } from 'react';

/**
 * A native <dialog> opened as a modal while `open` is true (focus stays inside it, Escape
 * cancels) and closed when it turns false. Put the returned ref on the dialog.
 */
export function useModalDialog(open: boolean) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (open && !dialog?.open) dialog?.showModal();
    if (!open && dialog?.open) dialog.close();
  }, [open]);
  return ref;
}
