import type { LookAlike } from '@hibi/contract';
import { TriangleAlert } from 'lucide-react';
import { slashDate } from '~/features/admin/admin-text';
import { similarityText } from './approval-text';
import { FaceCrop } from './face-photo';
import { FamilyLink } from './family-link';

/**
 * The enrolled children of the facility whose faces are close to this child's: where wrong
 * deliveries come from. Each is named with birthday, class and family (linked), so staff can tell
 * a brother or sister of the same family from another family's child (decision 0039); the matcher
 * asks a wider lead of both children's photos (markLookAlikes), so fewer arrive.
 */
export function LookAlikeWarning({ lookAlikes }: { lookAlikes: readonly LookAlike[] }) {
  if (lookAlikes.length === 0) return null;
  return (
    <section className="approval-warning" aria-labelledby="look-alike-title">
      <h2 id="look-alike-title">
        <TriangleAlert aria-hidden="true" size={20} />
        顔がよく似た園児がいます
      </h2>
      <p>
        {
          '同じ施設の次の園児と、参照写真の顔がよく似ています。ほかのご家族のお子さまの場合は、申請者がそのお子さまの写真を送っていないか確かめてください。承認すると、取り違えを防ぐため、この二人の写真は他の園児より大きな差がついたときだけ自動で配信されます（届く写真が少し減ることがあります）。'
        }
      </p>
      <ul className="approval-look-alikes">
        {lookAlikes.map((other) => (
          <li key={other.childId}>
            {other.thumbnailUrl ? (
              <FaceCrop
                url={other.thumbnailUrl}
                face={other.thumbnailFace ?? undefined}
                alt={`${other.childName}さんの参照写真`}
              />
            ) : (
              <span className="approval-thumb-none">写真なし</span>
            )}
            <span className="approval-look-alike-facts">
              <span>
                <strong>{other.childName}</strong>さん
                <span className="approval-similarity">{similarityText(other.similarity)}</span>
              </span>
              <span>
                {other.birthday ? `${slashDate(other.birthday)}生まれ` : '生年月日不明'}・
                {other.className ?? 'クラス未設定'}
              </span>
              {other.sameFamily ? (
                <span className="approval-same-family">同じご家族のお子さま（きょうだい）です</span>
              ) : (
                <span>
                  ほかのご家族: <FamilyLink familyId={other.familyId} guardians={other.guardians} />
                </span>
              )}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
