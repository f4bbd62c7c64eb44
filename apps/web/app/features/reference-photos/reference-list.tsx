import type { GuardianReference, GuardianReferenceStatus } from '@hibi/contract';
import { displayDate, tokyoDate } from '@hibi/domain';
import { Trash2 } from 'lucide-react';

const statusText: Record<GuardianReferenceStatus, string> = {
  checking: '確認中',
  accepted: '登録済み',
  rejected: '使えませんでした',
};

interface ReferenceListProps {
  references: GuardianReference[];
  onRemove: (reference: GuardianReference) => void;
}

export const sentOn = (reference: GuardianReference) => displayDate(tokyoDate(new Date(reference.createdAt)));

/**
 * The photos sent, each with its check's verdict; a photo that could not be used says why. The
 * only 登録済み photo has no remove button: the child must stay findable.
 */
export function ReferenceList({ references, onRemove }: ReferenceListProps) {
  const accepted = references.filter((reference) => reference.status === 'accepted').length;
  return (
    <ul className="reference-grid" aria-label="登録写真">
      {references.map((reference) => (
        <li key={reference.referenceId} className="reference-tile">
          <div className="photo-tile">
            <img src={reference.url} alt={`${sentOn(reference)}に追加した写真`} loading="lazy" />
            <span className={`tag reference-badge reference-badge-${reference.status}`}>
              {statusText[reference.status]}
            </span>
          </div>
          <p className="reference-date">{sentOn(reference)}</p>
          {reference.reason ? <p className="reference-reason">{reference.reason}</p> : null}
          {reference.status === 'accepted' && accepted <= 1 ? null : (
            <button
              className="reference-remove"
              type="button"
              onClick={() => onRemove(reference)}
              aria-label={`${sentOn(reference)}に追加した写真を削除`}
            >
              <Trash2 aria-hidden="true" size={16} />
              削除
            </button>
          )}
        </li>
      ))}
    </ul>
  );
}
