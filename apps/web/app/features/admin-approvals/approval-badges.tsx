import type { ApprovalRequest } from '@hibi/contract';
import { badgesOf } from './approval-text';

/** The marks of what a request needs looked at (no usable face, a look-alike). */
export function ApprovalBadges({ request }: { request: Pick<ApprovalRequest, 'references' | 'lookAlikes'> }) {
  const badges = badgesOf(request);
  if (badges.length === 0) return null;
  return (
    <ul className="approval-badges">
      {badges.map((badge) => (
        <li key={badge.kind} className={`approval-badge approval-badge-${badge.kind}`}>
          {badge.text}
        </li>
      ))}
    </ul>
  );
}
