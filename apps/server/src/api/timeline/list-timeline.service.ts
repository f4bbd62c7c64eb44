import type { TimelinePage } from '@hibi/contract';
import { accessFromRow } from '../../children/child-access.ts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../errors/app-error.ts';
import { mediaUrls } from '../../media-urls/media-urls.ts';
import { mediaViewer } from '../../media-urls/media-viewer.ts';
import { familyTimelineRepository } from '../../repositories/family-timeline.repository.ts';
import { pageTokens } from './page-token.ts';
import { badToken, inView, type ModeQuery, modeOf, timelinePageSize } from './timeline-view.ts';

// The tokens' key is derived once per secret, not per page request (the timeline's hot path).
const tokensBySecret = new Map<string, ReturnType<typeof pageTokens>>();
function tokensFor(secret: string) {
  const known = tokensBySecret.get(secret);
  if (known) return known;
  const tokens = pageTokens(secret);
  tokensBySecret.set(secret, tokens);
  return tokens;
}

/**
 * One page of a child's timeline, newest first. The child check and the media query are one
 * statement: the query enforces ownership and visibility itself, and its rows are used only once
 * the check has passed.
 */
export async function listTimeline(
  context: AppContext,
  guardianId: string,
  childId: string,
  query: ModeQuery & { paginationToken?: string | undefined },
): Promise<TimelinePage> {
  const tokens = tokensFor(context.settings.SESSION_SECRET);
  const token = query.paginationToken ? tokens.read(query.paginationToken, childId) : null;
  if (query.paginationToken && !token) throw new AppError('invalid_input', badToken);
  // One row more than a page tells whether another page follows, without an empty last page.
  const { family, items: rows } = await familyTimelineRepository(context.database.db).page({
    childId,
    guardianId,
    after: token?.cursor ?? null,
    limit: timelinePageSize + 1,
  });
  const now = context.now();
  const mode = modeOf(accessFromRow(family, guardianId, now), query);
  if (token && token.recent !== (mode === 'recent')) throw new AppError('invalid_input', badToken);
  const found = inView(rows, mode, now);
  const page = found.slice(0, timelinePageSize);
  const last = page.at(-1);
  const urls = mediaUrls(context.storage, now, mediaViewer({ guardianId, childId }));
  return {
    content: await urls.timelineItems(page),
    nextPaginationToken:
      found.length > timelinePageSize && last
        ? tokens.sign(
            { shootingAt: last.cursorAt, mediaId: last.mediaId },
            { childId, recent: mode === 'recent' },
          )
        : null,
  };
}
