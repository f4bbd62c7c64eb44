import type { MediaExport } from '@hibi/contract';
import { japaneseDate, leavingReasonNames } from '@hibi/domain';
import { TriangleAlert } from 'lucide-react';
import { Link } from 'react-router';

type ExportChild = MediaExport['children'][number];

/**
 * For each child leaving (退園・卒園, decision 0078): when its photos are deleted, and the way to
 * save them first. Nothing when no child is leaving.
 */
export function LeavingNotice({ items, link = true }: { items: readonly ExportChild[]; link?: boolean }) {
  const leaving = items.filter((child) => child.leaving);
  if (leaving.length === 0) return null;
  return (
    <section className="leaving-notice" aria-label="削除のお知らせ">
      {leaving.map((child) =>
        child.leaving ? (
          <p key={child.childId}>
            <TriangleAlert aria-hidden="true" size={20} />
            <span>
              {`${child.name}さんは${japaneseDate(child.leaving.leavesOn)}に${leavingReasonNames[child.leaving.leavingReason]}のため、`}
              <strong>{`${japaneseDate(child.leaving.forgetsOn)}にお子さまの写真・動画は削除されます。`}</strong>
              それまでに保存してください。
            </span>
          </p>
        ) : null,
      )}
      {link ? (
        <Link className="button button-primary button-block" to="/mypage/download/">
          写真・動画をまとめて保存する
        </Link>
      ) : null}
    </section>
  );
}
