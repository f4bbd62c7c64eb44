import { Link } from 'react-router';

interface RecentViewBannerProps {
  type: 'trial' | 'free';
  /** Photos beyond the recent view, when known. */
  hiddenCount: number | null;
  onMore: () => void;
}

/**
 * The restricted recent view (§2, §4): trial guardians may choose 'more' and see everything;
 * free guardians are told what the paid plan adds. One row on a phone: the photos come first.
 */
export function RecentViewBanner({ type, hiddenCount, onMore }: RecentViewBannerProps) {
  const more = hiddenCount ? `（ほかに${hiddenCount}件）` : '';
  return (
    <section className="recent-view" aria-label="表示している期間">
      <p>直近7日間を表示しています。</p>
      {type === 'trial' ? (
        <button className="button button-primary button-small" type="button" onClick={onMore}>
          すべての写真を見る{more}
        </button>
      ) : (
        <Link className="button button-small" to="/mypage/plan/">
          それより前は有料プランで{more}
        </Link>
      )}
    </section>
  );
}
