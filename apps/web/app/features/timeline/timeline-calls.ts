import { timelineApi } from '@hibi/contract/api';
import { apiCall, apiRequest } from '~/features/session/api-client';

// Answers are typed, not parsed: the server checks them against the contract (docs/decisions/0017).

/** trialing=false is the spec's 'more' choice (§4); the server applies the plan either way. */
const trialing = (more: boolean) => (more ? 'false' : 'true');

/** One page of the timeline, newest first. */
export function fetchTimelinePage(childId: string, more: boolean, paginationToken: string | null) {
  return apiCall(timelineApi.list, {
    params: { childId },
    query: { trialing: trialing(more), paginationToken: paginationToken ?? undefined },
  });
}

/** Which view applies, and how many photos each view has. */
export function fetchTimelineSummary(childId: string, more: boolean) {
  return apiCall(timelineApi.summary, { params: { childId }, query: { trialing: trialing(more) } });
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
