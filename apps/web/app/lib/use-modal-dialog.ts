import { useEffect, useRef, useState } from 'react';
import { useLendToastLayer } from './toast-layer';

/**
 * A native <dialog> shown as a modal while `open`: the browser keeps focus inside it, gives it
 * back afterwards, and turns Escape into a cancel event. The toast shows inside it while open.
 */
export function useModalDialog(open: boolean) {
  const ref = useRef<HTMLDialogElement>(null);
  const [element, setElement] = useState<HTMLDialogElement | null>(null);
  useEffect(() => {
    const dialog = ref.current;
    setElement(dialog);
    if (open && !dialog?.open) dialog?.showModal();
    if (!open && dialog?.open) dialog.close();
  }, [open]);
  useLendToastLayer(element, open);
  return ref;
}
