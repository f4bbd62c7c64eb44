import type { LookAlike } from '@hibi/contract';
import { TriangleAlert } from 'lucide-react';
import { similarityText } from './approval-text';
import { FaceCrop } from './face-photo';

/**
 * The warning that matching may confuse this child with an enrolled one: where wrong deliveries
 * come from. Siblings are the usual case and are fine to approve once staff know of them; it says
 * that the matcher asks a wider lead of both children's photos (markLookAlikes), so fewer arrive.
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
          '同じ施設の次の園児と、参照写真の顔がよく似ています。きょうだいのことが多く、その場合はそのまま承認して構いません。承認すると、取り違えを防ぐため、この二人の写真は他の園児より大きな差がついたときだけ自動で配信されます（届く写真が少し減ることがあります）。配信の確認画面でも二人の写真に気を配ってください。'
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
            <span>
              <strong>{other.childName}</strong>さん
              <span className="approval-similarity">{similarityText(other.similarity)}</span>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
