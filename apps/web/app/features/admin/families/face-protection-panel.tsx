import type { AdminFamily } from '@hibi/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ChangeError } from '~/components/change-error';
import { ConfirmDialog } from '~/components/confirm-dialog';
import { approvalKeys } from '~/features/admin/admin-keys';
import { LabelledQueryState } from '~/features/admin/labelled-query-state';
import { faceProtectionKeys, fetchChildRedactions, setFaceProtection } from './face-protection-calls';
import { RedactionList } from './redaction-list';

type Child = AdminFamily['children'][number];

const explain = {
  on: 'ほかのご家庭に届く写真では、このお子さまの顔（と、見分けきれない似た顔）をぼかします。ぼかせない動画は、ほかのご家庭には届きません。このご家庭には、そのまま届きます。',
  off: '解除すると、これからはほかのご家庭にも顔をぼかさずに届きます。すでに届いた写真も、ぼかしのない写真に戻ります。',
};

/**
 * 掲載NG for one child (decision 0077): on or off after a check that says what happens, then the
 * photos blurred for it, as other families see them.
 */
export function FaceProtectionPanel({ child, familyId }: { child: Child; familyId: string }) {
  const client = useQueryClient();
  const [asking, setAsking] = useState(false);
  const on = child.faceProtectedAt !== null;
  const redactions = useQuery({
    queryKey: faceProtectionKeys.redactions(child.childId),
    queryFn: () => fetchChildRedactions(child.childId),
    enabled: on,
  });
  const change = useMutation({
    mutationFn: () => setFaceProtection(child.childId, !on),
    onSettled: () => setAsking(false),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: approvalKeys.family(familyId) });
      await client.invalidateQueries({ queryKey: faceProtectionKeys.redactions(child.childId) });
    },
  });
  return (
    <div className="face-protection">
      <p className="face-protection-state">
        <strong>{on ? '掲載NG（顔をぼかして配信）' : '掲載NGではありません'}</strong>
        {on ? <span className="admin-sub">{explain.on}</span> : null}
      </p>
      <button className={`button ${on ? '' : 'button-danger'}`} type="button" onClick={() => setAsking(true)}>
        {on ? '掲載NGを解除する' : '掲載NGにする'}
      </button>
      <ChangeError
        error={change.error}
        fallback="変更できませんでした。時間をおいてもう一度お試しください。"
      />
      {on ? (
        <LabelledQueryState query={redactions} label="ぼかした写真">
          {redactions.data ? <RedactionList data={redactions.data} /> : null}
        </LabelledQueryState>
      ) : null}
      {asking ? (
        <ConfirmDialog
          open
          busy={change.isPending}
          title={on ? '掲載NGを解除しますか？' : '掲載NGにしますか？'}
          confirmLabel={on ? '解除する' : '掲載NGにする'}
          busyLabel="変更しています…"
          tone={on ? 'primary' : 'danger'}
          onConfirm={() => change.mutate()}
          onCancel={() => setAsking(false)}
        >
          <p>{on ? explain.off : explain.on}</p>
          <p className="admin-sub">変更は監査ログに記録されます。</p>
        </ConfirmDialog>
      ) : null}
    </div>
  );
}
