import type { TimelineSummary } from '@hibi/contract';
import { recentViewStart, tokyoDate } from '@hibi/domain';
import { accessFromRow } from '../../children/child-access.ts';
import type { AppContext } from '../../context.ts';
import { mediaUrls } from '../../media-urls/media-urls.ts';
import { mediaViewer } from '../../media-urls/media-viewer.ts';
import { familyTimelineRepository } from '../../repositories/family-timeline.repository.ts';
import { inView, latestCount, type ModeQuery, modeOf } from './timeline-view.ts';

/** A child's timeline at a glance: the mode applied, its days, how many each view shows, the newest items. */
export async function getTimelineSummary(
  context: AppContext,
  guardianId: string,
  childId: string,
  query: ModeQuery,
): Promise<TimelineSummary> {
  const {
    family,
    items: newest,
    days: allDays,
  } = await familyTimelineRepository(context.database.db).summary({
    childId,
    guardianId,
    limit: latestCount,
  });
  const now = context.now();
  const mode = modeOf(accessFromRow(family, guardianId, now), query);
  const recentFrom = tokyoDate(recentViewStart(now));
  const days = mode === 'recent' ? allDays.filter((day) => day.date >= recentFrom) : allDays;
  const total = (list: typeof allDays) => list.reduce((sum, day) => sum + day.count, 0);
  const urls = mediaUrls(context.storage, now, mediaViewer({ guardianId, childId }));
  return {
    mode,
    recentFrom,
    count: total(days),
    totalCount: total(allDays),
    days,
    latest: await urls.timelineItems(inView(newest, mode, now)),
  };
}
