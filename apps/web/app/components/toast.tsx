import { CircleAlert, CircleCheck, X } from 'lucide-react';
import type { ToastMessage } from '~/lib/toast';

interface ToastProps {
  toast: ToastMessage | null;
  onClose: () => void;
}

/**
 * The toast of specification §8. The alert region is always in the page, empty until a message
 * arrives, so screen readers announce it the moment it is put inside; keying on messageId
 * announces the same text again when the same error repeats.
 */
export function Toast({ toast, onClose }: ToastProps) {
  return (
    <div className="toast-region" role="alert" aria-live="assertive" aria-atomic="true">
      {toast ? (
        <div className={`toast toast-${toast.type}`} key={toast.messageId}>
          {toast.type === 'error' ? (
            <CircleAlert aria-hidden="true" size={22} />
          ) : (
            <CircleCheck aria-hidden="true" size={22} />
          )}
          <p className="toast-message">{toast.message}</p>
          <button className="toast-close" type="button" onClick={onClose} aria-label="閉じる">
            <X aria-hidden="true" size={20} />
          </button>
        </div>
      ) : null}
    </div>
  );
}
