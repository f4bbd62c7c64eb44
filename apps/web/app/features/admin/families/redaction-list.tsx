import type { ChildRedactions } from '@hibi/contract';

const reasonText = {
  matched: 'このお子さまの顔',
  too_close: 'よく似た顔（念のため）',
  delivered_by_hand: '手動で配信',
} as const;

const shootingTimeText = (iso: string) =>
  new Date(iso).toLocaleString('ja-JP', { timeZone: 'Asia/Tokyo', dateStyle: 'medium', timeStyle: 'short' });

/** The photos blurred for other families, as they see them, with why each face was blurred. */
export function RedactionList({ data }: { data: ChildRedactions }) {
  return (
    <>
      {data.pending > 0 ? (
        <p className="admin-state" role="status">
          確認中の写真・動画: {data.pending}件。確認が済むまで、ほかのご家庭には表示されません。
        </p>
      ) : null}
      {data.items.length === 0 ? (
        <p className="admin-sub">ぼかした写真はまだありません。</p>
      ) : (
        <ul className="redaction-grid">
          {data.items.map((item) => (
            <li key={item.mediaId}>
              <img
                src={item.thumbnailUrl}
                alt="ほかのご家庭に見える写真"
                loading="lazy"
                width={120}
                height={120}
              />
              <span className="admin-sub">{shootingTimeText(item.shootingAt)}</span>
              {item.unsafeReason ? (
                <span className="redaction-withheld">{item.unsafeReason}</span>
              ) : (
                item.faces.map((face, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: a face has no id of its own here
                  <span key={index} className="admin-sub">
                    {reasonText[face.reason]}をぼかしました
                  </span>
                ))
              )}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
