import type { TimelineItem } from '@hibi/contract';
import { mergeTimelinePages } from '@hibi/domain';
import { type InfiniteData, useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { fetchTimelinePage, fetchTimelineSummary } from './timeline-calls';

const timelineKey = (childId: string, more: boolean) => ['timeline', childId, more] as const;

/** The child's timeline as one list: pages merged, repeats dropped, newest first (§7). */
export function useTimeline(childId: string, more: boolean) {
  const query = useInfiniteQuery({
    queryKey: timelineKey(childId, more),
    queryFn: ({ pageParam }) => fetchTimelinePage(childId, more, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextPaginationToken,
    // Signed URLs live 10 minutes: older pages are fetched again rather than shown broken.
    staleTime: 5 * 60_000,
  });
  const items = useMemo(
    () => mergeTimelinePages(query.data?.pages.map((page) => page.content) ?? []),
    [query.data],
  );
  return { ...query, items };
}

/** Which view the server applied and the counts behind the 'more' choice. */
export function useTimelineSummary(childId: string, more: boolean) {
  return useQuery({
    queryKey: ['timeline-summary', childId, more],
    queryFn: () => fetchTimelineSummary(childId, more),
  });
}

/** Takes an item out of every cached view at once (after 'not my child'). */
export function useRemoveFromTimeline(childId: string) {
  const client = useQueryClient();
  return (mediaId: string) => {
    for (const more of [true, false]) {
      client.setQueryData<InfiniteData<{ content: TimelineItem[]; nextPaginationToken: string | null }>>(
        timelineKey(childId, more),
        (data) =>
          data && {
            ...data,
            pages: data.pages.map((page) => ({
              ...page,
              content: page.content.filter((item) => item.mediaId !== mediaId),
            })),
          },
      );
    }
    void client.invalidateQueries({ queryKey: ['timeline-summary', childId] });
  };
}
