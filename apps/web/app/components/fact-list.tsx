import type { ReactNode } from 'react';

/** Label and value rows (the settings look of mypage-facts), for terms and receipts. */
export function FactList({ rows, className }: { rows: [string, ReactNode][]; className?: string }) {
  return (
    <dl className={`mypage-facts ${className ?? ''}`}>
      {rows.map(([term, detail]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{detail}</dd>
        </div>
      ))}
    </dl>
  );
}
