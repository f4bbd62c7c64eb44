import { ConfirmDialog, type ConfirmDialogState } from '~/components/confirm-dialog';

/** The confirmation of 'not my child': says what happens before it happens. */
export function ReturnDialog(props: ConfirmDialogState) {
  return (
    <ConfirmDialog
      {...props}
      title="うちの子が写っていない写真ですか？"
      confirmLabel="うちの子ではない"
      busyLabel="送信しています…"
    >
      <p>この写真はタイムラインから消え、お子さまのアルバムにも入らなくなります。</p>
      <p>
        ひびフォトの担当者が確認し、顔の見分けの精度向上に役立てます。ほかのご家庭にお知らせすることはありません。
      </p>
    </ConfirmDialog>
  );
}
