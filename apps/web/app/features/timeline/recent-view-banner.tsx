import { Link } from 'react-router';

interface RecentViewBannerProps {
  type: 'trial' | 'free';
  /** Photos beyond the recent view, when known. */
  hiddenCount: number | null;
  onMore: () => void;
}

/**
 * The restricted recent view (§2, §4): trial guardians may choose 'more' and see everything;
 * free guardians are told what the paid plan adds.
 */
export function RecentViewBanner({ type, hiddenCount, onMore }: RecentViewBannerProps) {
  const more = hiddenCount ? `（ほかに${hiddenCount}件）` : '';
  return (
    <section className="recent-view" aria-label="表示している期間">
      <p>
        {type === 'trial'
          ? '直近7日間の写真と動画を表示しています。'
          : '無料プランでは、直近7日間の写真と動画をご覧いただけます。'}
      </p>
      {type === 'trial' ? (
        <button className="button button-primary" type="button" onClick={onMore}>
          すべての写真を見る{more}
        </button>
      ) : (
        <Link className="button" to="/mypage/plan/">
          それより前の写真は有料プランで{more}
        </Link>
      )}
    </section>
  );
}
