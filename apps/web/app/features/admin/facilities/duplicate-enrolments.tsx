import type { DuplicateEnrolments, Enrolment } from '@hibi/contract';
import { Merge } from 'lucide-react';
import { ConfirmDialog } from '~/components/confirm-dialog';
import { useConfirmation } from '~/components/use-confirmation';
import { showToast } from '~/lib/toast';
import { slashDate } from '../admin-text';
import { mergeEnrolment, useDuplicateEnrolments } from './facility-calls';

type Pair = DuplicateEnrolments['pairs'][number];

const family = (child: Enrolment) => `${child.guardianNames.join('・') || '保護者なし'}さんのご家族`;

/**
 * One child enrolled twice (decision 0041): the two look-alike enrolments leave every photo of the
 * child to nobody, so operators see each pair here and merge it into one family and one child.
 */
export function DuplicateEnrolmentsPanel({ facilityId }: { facilityId: string }) {
  const duplicates = useDuplicateEnrolments(facilityId);
  const merging = useConfirmation(async (pair: Pair) => {
    const answer = await mergeEnrolment(pair.merged.childId, pair.kept.childId);
    showToast(
      `${pair.kept.name}さんの登録を1つにまとめました（写真${answer.movedDeliveries}件を移しました）。写真の振り分けをやり直しています。`,
      'success',
    );
  }, 'まとめられませんでした。もう一度お試しください。');
  const pairs = duplicates.data?.pairs ?? [];
  if (pairs.length === 0) return null;
  return (
    <section className="duplicate-enrolments" aria-labelledby="duplicate-enrolments-title">
      <h2 id="duplicate-enrolments-title" className="admin-subtitle">
        二重に登録されたお子さま（{pairs.length}件）
      </h2>
      <p>
        同じお名前と生年月日のお子さまが2つ登録されています。このままでは顔がそっくりな2人として扱われ、どちらにも写真が届きません。同じお子さまであることをご家族に確かめてから、1つにまとめてください。
      </p>
      <ul className="duplicate-enrolment-list">
        {pairs.map((pair) => (
          <li key={pair.merged.childId} className="duplicate-enrolment">
            <p className="duplicate-enrolment-name">
              {pair.kept.name}さん（{slashDate(pair.kept.birthday)}生まれ）
            </p>
            <dl className="approval-dl">
              <dt>残す登録</dt>
              <dd>{`${family(pair.kept)}・写真${pair.kept.deliveryCount}件`}</dd>
              <dt>まとめる登録</dt>
              <dd>{`${family(pair.merged)}・写真${pair.merged.deliveryCount}件`}</dd>
            </dl>
            <button className="button" type="button" onClick={() => merging.ask(pair)}>
              <Merge aria-hidden="true" size={16} />
              1つにまとめる
            </button>
          </li>
        ))}
      </ul>
      <ConfirmDialog
        {...merging.dialog}
        title={merging.subject ? `${merging.subject.kept.name}さんの登録を1つにまとめます` : ''}
        confirmLabel="まとめる"
        busyLabel="まとめています…"
      >
        {merging.subject ? (
          <p>
            {`${family(merging.subject.merged)}は${family(merging.subject.kept)}と1つのご家族になり、お子さまの参照写真・写真・フォトムービーは1人分にまとまります。元に戻すことはできません。`}
          </p>
        ) : null}
      </ConfirmDialog>
    </section>
  );
}
