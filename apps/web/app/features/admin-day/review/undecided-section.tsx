import type { ReviewRosterChild, UndecidedFace } from '@hibi/contract';
import { adminDeliveryApi } from '@hibi/contract/api';
import { useState } from 'react';
import { ChangeError } from '~/components/change-error';
import { ConfirmDialog } from '~/components/confirm-dialog';
import { adminCall } from '~/features/admin/session/admin-request';
import { ChosenChild } from './chosen-child';
import { FaceCrop, FaceInPhoto } from './face-in-photo';
import { ReviewSection } from './review-section';
import { useReviewChange } from './use-review-change';

/** Faces the matcher gave to nobody (too close to call); staff may give the photo to a child by hand. */
export function UndecidedSection({ faces, roster }: { faces: UndecidedFace[]; roster: ReviewRosterChild[] }) {
  return (
    <ReviewSection list="undecided" count={faces.length}>
      <ul className="review-grid review-grid-wide">
        {faces.map((face) => (
          <UndecidedTile key={face.faceId} face={face} roster={roster} />
        ))}
      </ul>
    </ReviewSection>
  );
}

/**
 * One undecided face: the photo with the face boxed, the face enlarged, the nearest child's
 * registered photo beside it. No child is chosen for staff, and giving asks once more, naming the
 * child and the family: a photo in the wrong family is the worst thing this screen can do.
 */
function UndecidedTile({ face, roster }: { face: UndecidedFace; roster: ReviewRosterChild[] }) {
  const [childId, setChildId] = useState('');
  const [confirming, setConfirming] = useState(false);
  const give = useReviewChange(() =>
    adminCall(adminDeliveryApi.give, { body: { mediaId: face.mediaId, faceId: face.faceId, childId } }),
  );
  const chosen = roster.find((child) => child.childId === childId);
  const nearest = roster.find((child) => child.childId === face.childId);
  const selectId = `give-${face.faceId}`;
  const faceLabel = '判定できなかった顔';
  return (
    <li className="review-tile undecided-tile">
      <div className="undecided-faces">
        <FaceInPhoto
          url={face.previewUrl ?? face.thumbnailUrl}
          box={face.box}
          label={`${faceLabel}の写真（枠の顔）`}
        />
        <FaceCrop url={face.previewUrl} box={face.box} label={`${faceLabel}の拡大`} />
        {nearest?.referenceUrl ? (
          <img
            className="face-reference"
            src={nearest.referenceUrl}
            alt={`いちばん近い${nearest.childName}さんの登録写真`}
            loading="lazy"
          />
        ) : null}
      </div>
      <span className="admin-sub">いちばん近いお子さま: {face.childName ?? 'なし'}（配信していません）</span>
      <form
        className="review-revoke"
        onSubmit={(event) => {
          event.preventDefault();
          if (chosen) setConfirming(true);
        }}
      >
        <label className="field-label" htmlFor={selectId}>
          配信するお子さま
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
              {child.childName}（{child.className ?? 'クラス未設定'}）
            </option>
          ))}
        </select>
        {chosen ? <ChosenChild child={chosen} /> : null}
        <ChangeError error={give.error} fallback="配信できませんでした。" />
        <button
          className="button button-small button-primary"
          type="submit"
          disabled={!chosen || give.isPending}
        >
          このお子さまに配信…
        </button>
      </form>
      {chosen ? (
        <ConfirmDialog
          open={confirming}
          busy={give.isPending}
          tone="primary"
          title={`${chosen.childName}さんに配信しますか？`}
          confirmLabel="配信する"
          busyLabel="配信しています…"
          onConfirm={() => give.mutate(undefined, { onSettled: () => setConfirming(false) })}
          onCancel={() => setConfirming(false)}
        >
          <div className="undecided-faces">
            <FaceCrop url={face.previewUrl} box={face.box} label={`${faceLabel}の拡大`} />
            <ChosenChild child={chosen} />
          </div>
          <p>
            {chosen.familyName ? `${chosen.familyName}さんのご家族` : 'このお子さまのご家族'}
            のタイムラインに、この写真が届きます。顔が同じお子さまか、もう一度お確かめください。
          </p>
        </ConfirmDialog>
      ) : null}
    </li>
  );
}
