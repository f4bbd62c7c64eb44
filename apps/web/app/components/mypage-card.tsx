import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

interface MypageCardProps {
  /** The heading's id, which names the section for screen readers. */
  id: string;
  icon: LucideIcon;
  title: ReactNode;
  /** The card's own class, beside the shared card look. */
  className?: string;
  children: ReactNode;
}

/** A card of my page's screens: a section named by its heading, an icon before the words. */
export function MypageCard({ id, icon: Icon, title, className, children }: MypageCardProps) {
  return (
    <section
      className={className ? `card mypage-card ${className}` : 'card mypage-card'}
      aria-labelledby={id}
    >
      <h2 className="mypage-card-title" id={id}>
        <Icon aria-hidden="true" size={20} />
        {title}
      </h2>
      {children}
    </section>
  );
}
