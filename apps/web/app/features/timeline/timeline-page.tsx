import type { ChildResponse } from '@hibi/contract';
import { lazy, Suspense, useCallback, useState } from 'react';
import { useSearchParams } from 'react-router';
import { appFrameEntry, appFrameMeta } from '~/features/app-frame/app-entry';
import { ChildSwitcher } from '~/features/children/child-switcher';
import { NoChildren } from '~/features/children/no-children';
import { useGroupOf } from '~/features/children/use-children';
import { useSelectedChild } from '~/features/children/use-selected-child';
import { usePushOffer } from '~/features/push/push-offer';
import { sessionAccount } from '~/features/session/session-state';
import { SelectionBar } from './selection-bar';
import { TimelineGrid } from './timeline-grid';
import { EndOfRecentView, TimelineNotices } from './timeline-notices';
import { useSelection } from './use-selection';
import { useRemoveFromTimeline, useTimeline, useTimelineSummary } from './use-timeline';
import { useSaveItems } from './viewer/use-save-items';

export { clientLoader, HydrateFallback } from '~/features/app-frame/approved-page';
export const meta = appFrameMeta('/timeline/');

const MediaViewer = lazy(() => import('./viewer/media-viewer'));
// Loaded only on the visit that offers push (decision 0081), never on the first.
const PushTimelineCard = lazy(() => import('~/features/push/push-timeline-card'));

export default function TimelinePage() {
  const { child, choices, noChild } = useSelectedChild();
  return (
    <div className="container timeline-page">
      <h1 className="visually-hidden">{appFrameEntry('/timeline/').heading}</h1>
      {child ? <ChildSwitcher choices={choices} current={child} /> : null}
      {/* A new key a child: selection, the open viewer and the scroll start afresh. */}
      {child ? (
        <ChildTimeline key={child.childId} child={child} />
      ) : noChild ? (
        <NoChildren />
      ) : (
        <p className="timeline-loading">読み込み中…</p>
      )}
    </div>
  );
}

/** §4: the recent view unless a trial guardian chose 'more' (kept in the URL, so back works). */
function ChildTimeline({ child }: { child: ChildResponse }) {
  const user = sessionAccount.use()?.user;
  const type = user?.subscriptionType ?? 'free';
  const [params, setParams] = useSearchParams();
  const more = params.get('view') === 'all' && type === 'trial';
  const timeline = useTimeline(child.childId, more);
  const summary = useTimelineSummary(child.childId, more).data;
  const group = useGroupOf(child.childId).data;
  const removeItem = useRemoveFromTimeline(child.childId);
  const selection = useSelection();
  const saving = useSaveItems(child.childId);
  const [open, setOpen] = useState<number | null>(null);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = timeline;
  const loadMore = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);
  const restricted = summary?.mode === 'recent' && type !== 'premium';
  const pushOffer = usePushOffer(timeline.items.length > 0);

  const activate = (index: number) => {
    const item = timeline.items[index];
    if (selection.selecting) {
      if (item) selection.toggle(item.mediaId);
    } else setOpen(index);
  };
  const saveSelected = async () => {
    if (await saving.save(timeline.items.filter((item) => selection.selected.has(item.mediaId))))
      selection.stop();
  };

  return (
    <>
      <TimelineNotices
        type={type}
        approvedAt={user?.approvedAt ?? null}
        group={group}
        summary={summary}
        more={more}
        hasPhotos={timeline.items.length > 0}
        onMore={() => setParams({ view: 'all' })}
        onRecent={() => setParams({})}
        pushCard={
          pushOffer.offered ? (
            <Suspense fallback={null}>
              <PushTimelineCard onDismiss={pushOffer.dismiss} />
            </Suspense>
          ) : null
        }
      />
      <div className="timeline-toolbar">
        <p className="timeline-count">{summary ? `${summary.count}件の写真と動画` : ''}</p>
        {timeline.items.length > 0 && !selection.selecting ? (
          <button className="button button-small" type="button" onClick={selection.start}>
            選んで保存
          </button>
        ) : null}
      </div>
      {timeline.isPending ? <p className="timeline-loading">読み込み中…</p> : null}
      {timeline.isSuccess && timeline.items.length === 0 ? <EmptyTimeline /> : null}
      <TimelineGrid
        items={timeline.items}
        birthday={child.birthday}
        selecting={selection.selecting}
        selected={selection.selected}
        onActivate={activate}
        onNearEnd={loadMore}
      />
      {isFetchingNextPage ? <p className="timeline-loading">続きを読み込み中…</p> : null}
      {restricted && summary && timeline.items.length > 0 && !hasNextPage ? (
        <EndOfRecentView
          type={type}
          hiddenCount={summary.totalCount - summary.count}
          onMore={() => setParams({ view: 'all' })}
        />
      ) : null}
      {selection.selecting ? (
        <SelectionBar
          count={selection.selected.size}
          busy={saving.busy}
          receivedBytes={saving.receivedBytes}
          onSave={() => void saveSelected()}
          onCancel={selection.stop}
        />
      ) : null}
      {open !== null ? (
        <Suspense fallback={null}>
          <MediaViewer
            childId={child.childId}
            items={timeline.items}
            total={summary?.count ?? timeline.items.length}
            index={open}
            onIndexChange={setOpen}
            onClose={() => setOpen(null)}
            onReturned={(mediaId) => {
              removeItem(mediaId);
              // Stay in the viewer on the photo that took its place, if any is left.
              setOpen((index) =>
                index === null || timeline.items.length <= 1
                  ? null
                  : Math.min(index, timeline.items.length - 2),
              );
            }}
            onNearEnd={loadMore}
          />
        </Suspense>
      ) : null}
    </>
  );
}

function EmptyTimeline() {
  return (
    <div className="timeline-empty">
      <p>まだ写真が届いていません。</p>
      <p>園で撮影されたお子さまの写真と動画は、その日の夜までにここに届きます。</p>
    </div>
  );
}
