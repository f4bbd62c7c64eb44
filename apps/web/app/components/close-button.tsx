import { X } from 'lucide-react';

interface CloseButtonProps {
  /** What closing puts away, read by screen readers (「…を閉じる」). */
  label: string;
  onClose: () => void;
  /** Where the card places its button, beside the shared icon-button look. */
  className?: string;
}

/** The × that puts away a card or guide on the timeline; one look and size for all of them. */
export function CloseButton({ label, onClose, className }: CloseButtonProps) {
  return (
    <button
      className={className ? `icon-button ${className}` : 'icon-button'}
      type="button"
      onClick={onClose}
      aria-label={label}
    >
      <X aria-hidden="true" size={18} />
    </button>
  );
}
