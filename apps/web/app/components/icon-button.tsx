import { type LucideIcon, X } from 'lucide-react';

interface IconButtonProps {
  icon: LucideIcon;
  /** What the button does, read by screen readers: the icon alone says nothing to them. */
  label: string;
  onClick: () => void;
  disabled?: boolean;
  /** Where a card places its button, beside the shared icon-button look. */
  className?: string;
}

/** A button that shows only an icon; one look and size for all of them. */
export function IconButton({ icon: Icon, label, onClick, disabled, className }: IconButtonProps) {
  return (
    <button
      className={className ? `icon-button ${className}` : 'icon-button'}
      type="button"
      aria-label={label}
      disabled={disabled}
      onClick={onClick}
    >
      <Icon aria-hidden="true" size={18} />
    </button>
  );
}

/** The × that puts away a card or guide on the timeline. */
export function CloseButton({
  label,
  onClose,
  className,
}: {
  label: string;
  onClose: () => void;
  className?: string;
}) {
  return <IconButton icon={X} label={label} onClick={onClose} className={className} />;
}
