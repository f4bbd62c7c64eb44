import type { ApprovalRequest } from '@hibi/contract';
import { badgesOf } from './approval-text';

/** The marks of what a request needs looked at (the same child enrolled, no usable face, a look-alike). */
export function ApprovalBadges({
  request,
}: {
  request: Pick<ApprovalRequest, 'references' | 'lookAlikes'> & Partial<Pick<ApprovalRequest, 'sameChild'>>;
}) {
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
