import { type ReactNode, useId } from 'react';
import { useModalDialog } from '~/lib/use-modal-dialog';

interface ConfirmDialogProps {
  open: boolean;
  busy: boolean;
  title: string;
  /** The button that does the irreversible thing, and what it says while it does. */
  confirmLabel: string;
  busyLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
  children: ReactNode;
  /** 'danger' (the default) for what cannot be undone; 'primary' for a check before going on. */
  tone?: 'danger' | 'primary';
}

/** What a screen hands a dialog built on ConfirmDialog; the dialog itself says the rest. */
export type ConfirmDialogState = Pick<ConfirmDialogProps, 'open' | 'busy' | 'onConfirm' | 'onCancel'>;

/**
 * A confirmation that says what happens before it happens: a native modal dialog, so focus stays
 * inside it and Escape cancels.
 */
export function ConfirmDialog({
  open,
  busy,
  title,
  confirmLabel,
  busyLabel,
  onConfirm,
  onCancel,
  children,
  tone = 'danger',
}: ConfirmDialogProps) {
  const ref = useModalDialog(open);
  const titleId = useId();
  return (
    <dialog ref={ref} className="confirm-dialog" aria-labelledby={titleId} onCancel={onCancel}>
      <h2 id={titleId}>{title}</h2>
      {children}
      <div className="confirm-dialog-actions">
        <button className="button" type="button" onClick={onCancel} disabled={busy}>
          やめる
        </button>
        <button className={`button button-${tone}`} type="button" onClick={onConfirm} disabled={busy}>
          {busy ? busyLabel : confirmLabel}
        </button>
      </div>
    </dialog>
  );
}
