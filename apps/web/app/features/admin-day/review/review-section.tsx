import type { ReactNode } from 'react';
import { messageOf } from '~/features/session/api-error';

interface ReviewSectionProps {
  id: string;
  title: string;
  count: number;
  /** Said instead of the list when it is empty. */
  empty: string;
  children: ReactNode;
}

/** One list of the review screen, headed with its count. */
export function ReviewSection({ id, title, count, empty, children }: ReviewSectionProps) {
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

/** Why a change of a tile failed, in the server's words or the fallback's. */
export function ChangeError({ error, fallback }: { error: unknown; fallback: string }) {
  return error ? (
    <p className="field-error" role="alert">
      {messageOf(error, fallback)}
    </p>
  ) : null;
}
