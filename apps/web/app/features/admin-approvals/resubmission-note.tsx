import type { EarlierRejection } from '@hibi/contract';
import { rejectedOn } from './approval-text';

/**
 * The queue's mark of a request sent again after a refusal (再申請, issue 44): the badge, with the
 * earlier refusal's date and reason beside it, so staff check that the new photos answer it.
 */
export function ResubmissionMark({ rejection }: { rejection: EarlierRejection | null }) {
  if (!rejection) return null;
  return (
    <span className="approval-resubmission">
      <span className="approval-badge approval-badge-resubmission">再申請</span>
      <span className="approval-resubmission-text">
        前回 <time dateTime={rejection.rejectedAt}>{rejectedOn(rejection.rejectedAt)}</time> に却下：
        {rejection.reason}
      </span>
    </span>
  );
}

/** The request's page: the same facts as a section of their own, above the photos. */
export function ResubmissionPanel({ rejection }: { rejection: EarlierRejection | null }) {
  if (!rejection) return null;
  return (
    <section className="approval-resubmission-panel" aria-labelledby="resubmission-title">
      <h2 id="resubmission-title">
        <span className="approval-badge approval-badge-resubmission">再申請</span>
        却下のあとに送り直された申請です
      </h2>
      <dl className="approval-dl">
        <dt>前回の却下</dt>
        <dd>
          <time dateTime={rejection.rejectedAt}>{rejectedOn(rejection.rejectedAt)}</time>
        </dd>
        <dt>理由</dt>
        <dd className="approval-resubmission-reason">{rejection.reason}</dd>
      </dl>
      <p>新しい写真や内容が、この理由に応えているかを確かめてください。</p>
    </section>
  );
}
