import type { SignupRequestState } from '@hibi/contract';
import { CircleAlert, CircleCheck, Clock } from 'lucide-react';

const referenceStatusText: Record<string, string> = {
  accepted: '確認できました',
  rejected: '使えませんでした',
};

interface RequestSummaryProps {
  state: SignupRequestState;
  /**
   * The staff refused the request: their reason is what counts, so a photo the face check took is
   * shown by its number only, not as 「確認できました」 beside a reason that names it.
   */
  refused?: boolean;
}

/** What the guardian sent: the child, the facility, and what became of each photo. */
export function RequestSummary({ state, refused = false }: RequestSummaryProps) {
  if (!state.child) return null;
  const { child } = state;
  // Tickets never used are no photos at all.
  const references = state.references.filter((reference) => reference.status !== 'pending');
  return (
    <dl className="request-summary">
      <div>
        <dt>施設</dt>
        <dd>{child.groupName}</dd>
      </div>
      <div>
        <dt>お子さま</dt>
        <dd>
          {child.lastName} {child.firstName}
          {child.nickname ? `（${child.nickname}）` : ''}
        </dd>
      </div>
      <div>
        <dt>生年月日</dt>
        <dd>{child.birthday.replaceAll('-', '/')}</dd>
      </div>
      {references.length ? (
        <div>
          <dt>顔写真</dt>
          <dd>
            <ul className="reference-list">
              {references.map((reference, index) => (
                <li key={reference.referenceId}>
                  {reference.thumbnailUrl ? (
                    <img
                      className="reference-list-thumb"
                      src={reference.thumbnailUrl}
                      alt={`写真${index + 1}`}
                      width={72}
                      height={72}
                    />
                  ) : null}
                  {reference.status === 'accepted' && refused ? null : reference.status === 'accepted' ? (
                    <CircleCheck aria-hidden="true" size={18} className="is-ok" />
                  ) : reference.status === 'rejected' ? (
                    <CircleAlert aria-hidden="true" size={18} className="is-bad" />
                  ) : (
                    <Clock aria-hidden="true" size={18} />
                  )}
                  <span>
                    写真{index + 1}
                    {reference.status === 'accepted' && refused
                      ? ''
                      : `：${referenceStatusText[reference.status] ?? '確認中'}`}
                    {reference.reason ? <span className="reference-reason">{reference.reason}</span> : null}
                  </span>
                </li>
              ))}
            </ul>
          </dd>
        </div>
      ) : null}
    </dl>
  );
}
