import type { TimelinePage, TimelineSummary } from '@hibi/contract';
import { apiRequest } from '~/features/session/api-client';

// Answers are typed, not parsed: the server checks them against the contract (docs/decisions/0017).

/** trialing=false is the spec's 'more' choice (§4); the server applies the plan either way. */
const modeQuery = (more: boolean) => `trialing=${more ? 'false' : 'true'}`;

/** GET /api/{childId}/timeline/list: one page, newest first. */
export function fetchTimelinePage(childId: string, more: boolean, paginationToken: string | null) {
  const token = paginationToken ? `&paginationToken=${encodeURIComponent(paginationToken)}` : '';
  return apiRequest<TimelinePage>(`/api/${childId}/timeline/list?${modeQuery(more)}${token}`);
}

/** GET /api/{childId}/timeline: which view applies, and how many photos each view has. */
export function fetchTimelineSummary(childId: string, more: boolean) {
  return apiRequest<TimelineSummary>(`/api/${childId}/timeline?${modeQuery(more)}`);
}

/** POST /api/{childId}/media/{mediaId}/not-my-child: the photo leaves this family's timeline. */
export function returnMedia(childId: string, mediaId: string) {
  return apiRequest<Record<string, never>>(`/api/${childId}/media/${mediaId}/not-my-child`, {
    method: 'POST',
  });
}

/**
 * §7's download records. §8: a failure to record answers false, silently; the download itself
 * has already happened and must not be spoiled by it.
 */
export function recordDownloads(childId: string, mediaIds: string[]): Promise<boolean> {
  const single = mediaIds.length === 1;
  return apiRequest<boolean>(`/api/children/${childId}/mediaDonwloadHistory${single ? '' : '/bulk'}`, {
    method: 'POST',
    body: single ? { mediaId: mediaIds[0] } : { mediaIds },
    handleFailures: false,
  }).catch(() => false);
}
