import type { PushPayload } from '@hibi/contract';
import { childCallName } from '../notifications/child-call-name.ts';

/**
 * What a push says and opens, with how long a push service may hold it for a phone that is off:
 * the evening notice is stale by the next morning, the others keep a day.
 */
export type PushMessage = PushPayload & { ttlSeconds: number };

type Child = { firstName: string; nickname?: string | null };
const day = 86_400;

// Every text names a child by nickname or given name only, and no photo (DESIGN.md §9).

/** The evening notice beside the 19:00 mail: today's photos are on the timeline. */
export function dailyPhotosPush(input: { count: number; date: string }): PushMessage {
  return {
    title: '今日の写真が届きました',
    body: `お子さまの新しい写真・動画が${input.count}件届いています。タップしてご覧ください。`,
    url: '/timeline/',
    tag: `photos-${input.date}`,
    ttlSeconds: 12 * 3600,
  };
}

/** A child's weekly photo movie is out (premium only, as its mail). */
export function movieReleasePush(input: {
  child: Child;
  childId: string;
  collectionId: string;
}): PushMessage {
  return {
    title: '今週のフォトムービーができました',
    body: `${childCallName(input.child)}の今週のフォトムービーができあがりました。`,
    url: `/photomovie/${input.collectionId}/?child=${input.childId}`,
    tag: `movie-${input.collectionId}`,
    ttlSeconds: day,
  };
}

/** Staff approved a brother or sister the 保護者 added. */
export function siblingApprovedPush(input: { child: Child; childId: string }): PushMessage {
  return {
    title: 'お子さまの追加が承認されました',
    body: `${childCallName(input.child)}の写真も、今日からタイムラインに届きます。`,
    url: `/timeline/?child=${input.childId}`,
    tag: `approved-${input.childId}`,
    ttlSeconds: day,
  };
}

/** The guardian's own request approved (reaches a device only when one was on before, e.g. a re-request). */
export function requestApprovedPush(): PushMessage {
  return {
    title: 'お申し込みが承認されました',
    body: 'お子さまの写真が届くと、タイムラインでご覧いただけます。',
    url: '/timeline/',
    tag: 'approved',
    ttlSeconds: day,
  };
}

const planPush = (title: string, body: string, tag: string): PushMessage => ({
  title,
  body,
  url: '/mypage/plan/',
  tag,
  ttlSeconds: day,
});

/** The plan's events, each beside its mail (billing-mail.ts). */
export const planPushes = {
  started: () =>
    planPush(
      '有料プランのお申し込みが完了しました',
      'すべての写真とフォトムービーをご覧いただけます。',
      'plan',
    ),
  canceled: () =>
    planPush(
      '有料プランの解約を受け付けました',
      'ご利用期間の終わりまでは、今までどおりご覧いただけます。',
      'plan',
    ),
  paid: () => planPush('お支払いが完了しました', '今月の有料プランのお支払いを確認しました。', 'payment'),
  failed: () =>
    planPush(
      'お支払いができませんでした',
      'カードの情報をご確認ください。ご利用プランの画面から変更できます。',
      'payment',
    ),
};
