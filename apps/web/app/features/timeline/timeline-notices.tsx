import type { GroupResponse, TimelineSummary } from '@hibi/contract';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { storedPlanGuideDismissed } from '~/features/session/client-storage';
import { formatMonthlyPrice } from '~/lib/service-facts';
import { PlanGuideAlert } from './plan-guide-alert';
import { RecentViewBanner } from './recent-view-banner';
import { SwipeDescription } from './swipe-description';
import { useRememberedDismissal } from './use-remembered-dismissal';
import { useTrialFacts } from './use-trial-facts';

interface TimelineNoticesProps {
  type: 'free' | 'trial' | 'premium';
  approvedAt: string | null;
  group: GroupResponse | undefined;
  summary: TimelineSummary | undefined;
  /** A trial family chose to see everything (§4's 'more'). */
  more: boolean;
  hasPhotos: boolean;
  onMore: () => void;
  onRecent: () => void;
  /** The offer to turn on push (decision 0081), when it is due: it waits for the plan guide too. */
  pushCard?: ReactNode;
}

/**
 * What stands above the photos (§2, §4): the plan guide until closed, then the push offer, then the
 * swipe description, one closable notice at a time so a phone's first screen still shows photos;
 * the recent view's one-line banner, or, once a trial family chose 'more', what they see and the
 * way back.
 */
export function TimelineNotices(props: TimelineNoticesProps) {
  const { type, summary, more } = props;
  const guide = useRememberedDismissal(storedPlanGuideDismissed);
  const trialFacts = useTrialFacts(type === 'trial' ? props.approvedAt : null, props.group?.freeTrialDays);
  if (type === 'premium') return props.pushCard ?? null;
  const restricted = summary?.mode === 'recent';
  const priceText = props.group ? formatMonthlyPrice(props.group.subscriptionUnitPrice) : null;
  const trial = type === 'trial' ? (trialFacts ?? 'loading') : null;
  return (
    <>
      {guide.dismissed ? null : (
        <PlanGuideAlert priceText={priceText} trial={trial} onDismiss={guide.dismiss} />
      )}
      {restricted ? (
        <RecentViewBanner
          type={type}
          hiddenCount={summary ? summary.totalCount - summary.count : null}
          onMore={props.onMore}
        />
      ) : null}
      {more ? (
        <section className="recent-view" aria-label="表示している期間">
          <p>無料体験中のため、すべての写真を表示しています。</p>
          <button className="button button-small" type="button" onClick={props.onRecent}>
            直近7日間に戻す
          </button>
        </section>
      ) : null}
      {guide.dismissed && props.pushCard ? props.pushCard : null}
      {restricted && guide.dismissed && !props.pushCard && props.hasPhotos ? <SwipeDescription /> : null}
    </>
  );
}

/**
 * Below the last photo of the recent view: that older photos exist and how to see them, so the
 * list does not just stop.
 */
export function EndOfRecentView({
  type,
  hiddenCount,
  onMore,
}: {
  type: 'free' | 'trial';
  hiddenCount: number;
  onMore: () => void;
}) {
  if (hiddenCount <= 0) return <p className="timeline-end">ここまでが直近7日間の写真と動画です。</p>;
  return (
    <section className="timeline-end" aria-label="それより前の写真">
      <p>ここまでが直近7日間です。それより前の写真と動画が{hiddenCount}件あります。</p>
      {type === 'trial' ? (
        <button className="button button-small" type="button" onClick={onMore}>
          それより前の写真も見る
        </button>
      ) : (
        <Link className="button button-small" to="/mypage/plan/">
          有料プランで見る
        </Link>
      )}
    </section>
  );
}
