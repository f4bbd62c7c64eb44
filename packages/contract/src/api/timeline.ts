import type { timelineSchemas } from '../timeline.ts';
import { areaApi } from './endpoint.ts';

const modeRule =
  "Free members always get the recent view (today and the 6 days before, Asia/Tokyo); trial members get it until they choose 'more' (trialing=false); anyone may ask for it with recent=true. " +
  'Only media of the guardian’s own child, delivered since the child’s approval, not revoked and ready, are shown; media URLs are signed and expire after 10–15 minutes.';

/** A child's timeline (specification §7). */
export const timelineApi = areaApi<typeof timelineSchemas>('timeline', 'guardian', {
  summary: {
    route: 'GET /api/:childId/timeline',
    operationId: 'getTimelineSummary',
    summary: 'The timeline at a glance: its mode, days and newest items',
    description: `The mode applied, the number of items per shooting day (Asia/Tokyo, newest first), how many items the mode shows and how many the whole timeline holds (so the app can say how many more 'more' would show), and the 8 newest items. ${modeRule}`,
  },
  list: {
    route: 'GET /api/:childId/timeline/list',
    operationId: 'listTimeline',
    summary: 'One page of 60 timeline items, newest first',
    description: `Ordered by shooting time, then mediaId. Pass nextPaginationToken back unchanged with the same recent/trialing for the next page; a token that was altered, or belongs to another child or view, answers 400. ${modeRule}`,
  },
});
