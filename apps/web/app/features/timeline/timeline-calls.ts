import { downloadApi, returnApi, timelineApi } from '@hibi/contract/api';
import { apiCall } from '~/features/session/api-client';

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

/** 'Not my child': the photo leaves this family's timeline. */
export function returnMedia(childId: string, mediaId: string) {
  return apiCall(returnApi.notMyChild, { params: { childId, mediaId } });
}

/**
 * §7's download records. §8: a failure to record answers false, silently; the download itself
 * has already happened and must not be spoiled by it.
 */
export function recordDownloads(childId: string, mediaIds: string[]): Promise<boolean> {
  const quiet = { handleFailures: false };
  const [mediaId] = mediaIds;
  const recorded =
    mediaIds.length === 1 && mediaId
      ? apiCall(downloadApi.record, { params: { childId }, body: { mediaId } }, quiet)
      : apiCall(downloadApi.recordBulk, { params: { childId }, body: { mediaIds } }, quiet);
  return recorded.catch(() => false);
}
