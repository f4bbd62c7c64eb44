import type { ReactNode } from 'react';

/** The review screen's lists: each one's heading, and what is said instead of it when empty. */
const lists = {
  undecided: ['判定できなかった顔', '判定できなかった顔はありません。'],
  delivered: ['配信された写真', 'この日に配信された写真はありません。'],
  returned: ['ご家族から「うちの子ではない」と返却された写真', '返却された写真はありません。'],
  'taken-back': ['取り消した配信', '取り消した配信はありません。'],
} as const;

/** One list of the review screen, headed with its count. */
export function ReviewSection({
  list,
  count,
  children,
}: {
  list: keyof typeof lists;
  count: number;
  children: ReactNode;
}) {
  const [title, empty] = lists[list];
  const id = `review-${list}`;
  return (
    <section className="review-section" aria-labelledby={id}>
      <h2 id={id} className="admin-subtitle">
        {title}（{count}件）
      </h2>
      {count === 0 ? <p className="admin-state">{empty}</p> : null}
      {children}
    </section>
  );
}
