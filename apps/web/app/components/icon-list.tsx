import type { LucideIcon } from 'lucide-react';

interface IconListProps {
  items: readonly string[];
  icon: LucideIcon;
  iconSize: number;
  className: string;
  /** Names the list where no heading does. */
  label?: string;
}

/** Short texts, each after the same decorative icon (the price card's ticks, a study's hashtags). */
export function IconList({ items, icon: Icon, iconSize, className, label }: IconListProps) {
  return (
    <ul className={className} aria-label={label}>
      {items.map((item) => (
        <li key={item}>
          <Icon aria-hidden="true" size={iconSize} />
          {item}
        </li>
      ))}
    </ul>
  );
}
