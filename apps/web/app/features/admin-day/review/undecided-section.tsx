import type { FairnessChild, UndecidedFace } from '@hibi/contract';
import { useState } from 'react';
import { messageOf } from '~/features/session/api-error';
import { ReviewThumb } from './review-thumb';
import { useReviewChange } from './use-review-change';

/** Faces the matcher gave to nobody (too close to call); staff may give the photo to a child by hand. */
export function UndecidedSection({ faces, roster }: { faces: UndecidedFace[]; roster: FairnessChild[] }) {
  return (
    <section className="review-section" aria-labelledby="review-undecided">
      <h2 id="review-undecided" className="admin-subtitle">
        判定できなかった顔（{faces.length}件）
      </h2>
      {faces.length === 0 ? <p className="admin-state">判定できなかった顔はありません。</p> : null}
      <ul className="review-grid">
        {faces.map((face) => (
          <UndecidedTile key={face.faceId} face={face} roster={roster} />
        ))}
      </ul>
    </section>
  );
}

function UndecidedTile({ face, roster }: { face: UndecidedFace; roster: FairnessChild[] }) {
  const [childId, setChildId] = useState(face.childId ?? '');
  const give = useReviewChange(
    () => '/api/admin/deliveries',
    () => ({ mediaId: face.mediaId, faceId: face.faceId, childId }),
  );
  const selectId = `give-${face.faceId}`;
  return (
    <li className="review-tile">
      <ReviewThumb url={face.thumbnailUrl} label="判定できなかった顔の写真" />
      <span className="admin-sub">いちばん近いお子さま: {face.childName ?? 'なし'}</span>
      <form
        className="review-revoke"
        onSubmit={(event) => {
          event.preventDefault();
          give.mutate(undefined);
        }}
      >
        <label className="field" htmlFor={selectId}>
          <span className="field-label">配信するお子さま</span>
        </label>
        <select
          id={selectId}
          className="field-input"
          value={childId}
          required
          onChange={(event) => setChildId(event.target.value)}
        >
          <option value="">選んでください</option>
          {roster.map((child) => (
            <option key={child.childId} value={child.childId}>
              {child.childName}
            </option>
          ))}
        </select>
        {give.error ? (
          <p className="field-error" role="alert">
            {messageOf(give.error, '配信できませんでした。')}
          </p>
        ) : null}
        <button className="button button-small button-primary" type="submit" disabled={give.isPending}>
          このお子さまに配信
        </button>
      </form>
    </li>
  );
}
