import type { LucideIcon } from 'lucide-react';

export interface CardItem {
  title: string;
  body: string;
  icon?: LucideIcon;
}

/** Icon cards in a responsive grid: one column on phones, up to `columns` on wide screens. */
export function CardGrid({ items, columns = 3 }: { items: readonly CardItem[]; columns?: 2 | 3 | 4 }) {
  return (
    <ul className={`card-grid card-grid-${columns}`}>
      {items.map(({ title, body, icon: Icon }) => (
        <li className="card" key={title}>
          {Icon ? (
            <span className="card-icon">
              <Icon aria-hidden="true" size={26} strokeWidth={2} />
            </span>
          ) : null}
          <h3>{title}</h3>
          <p>{body}</p>
        </li>
      ))}
    </ul>
  );
}
