import type { ReviewRosterChild } from '@hibi/contract';
import { displayDate } from '@hibi/domain';

/** The child staff chose, with what tells them apart: the reference photo, birthday, class, family. */
export function ChosenChild({ child }: { child: ReviewRosterChild }) {
  return (
    <div className="chosen-child">
      {child.referenceUrl ? (
        <img
          className="chosen-child-photo"
          src={child.referenceUrl}
          alt={`${child.childName}さんの登録写真`}
        />
      ) : (
        <span className="chosen-child-photo review-thumb-empty" role="img" aria-label="登録写真なし" />
      )}
      <dl className="chosen-child-facts">
        <dt>お子さま</dt>
        <dd>{child.childName}</dd>
        <dt>生年月日</dt>
        <dd>{displayDate(child.birthday)}</dd>
        <dt>クラス</dt>
        <dd>{child.className ?? '未設定'}</dd>
        <dt>ご家族</dt>
        <dd>{child.familyName || '—'}</dd>
      </dl>
    </div>
  );
}
