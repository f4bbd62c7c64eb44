import { useEffect, useRef } from 'react';

/**
 * A native <dialog> shown as a modal while `open`: the browser keeps focus inside it, gives it
 * back afterwards, and turns Escape into a cancel event.
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
