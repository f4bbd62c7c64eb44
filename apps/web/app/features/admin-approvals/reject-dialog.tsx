import { type RejectRequest, rejectRequestSchema } from '@hibi/contract';
import { FormProvider, useForm } from 'react-hook-form';
import { japaneseResolver } from '~/components/form/japanese-resolver';
import { TextInput } from '~/components/form/text-input';
import { useModalDialog } from '~/lib/use-modal-dialog';

interface RejectDialogProps {
  open: boolean;
  busy: boolean;
  childName: string;
  onReject: (values: RejectRequest) => void;
  onCancel: () => void;
}

/**
 * Rejecting asks for the reason the guardian will read in the mail (and on the sign-up screen,
 * where they can send new photos). A native modal dialog: focus stays inside, Escape cancels.
 */
export function RejectDialog({ open, busy, childName, onReject, onCancel }: RejectDialogProps) {
  const ref = useModalDialog(open);
  const form = useForm({
    resolver: japaneseResolver(rejectRequestSchema, { reason: '却下の理由' }),
    mode: 'onTouched',
    defaultValues: { reason: '' },
  });
  return (
    <dialog
      ref={ref}
      className="confirm-dialog approval-dialog"
      aria-labelledby="reject-dialog-title"
      onCancel={onCancel}
    >
      <FormProvider {...form}>
        <form noValidate onSubmit={form.handleSubmit(onReject)}>
          <h2 id="reject-dialog-title">{childName}さんの申請を却下します</h2>
          <p>
            入力した理由は、そのまま<strong>保護者にメールで送られます</strong>
            。保護者はログインして、写真の送り直しや申請内容の修正ができます。
          </p>
          <TextInput
            name="reason"
            label="却下の理由"
            hint="保護者が読む文章です。1行、500文字以内で入力してください。"
            required
            maxLength={500}
            autoComplete="off"
          />
          <div className="confirm-dialog-actions">
            <button className="button" type="button" onClick={onCancel} disabled={busy}>
              やめる
            </button>
            <button className="button button-danger" type="submit" disabled={busy}>
              {busy ? '送信しています…' : '却下してメールを送る'}
            </button>
          </div>
        </form>
      </FormProvider>
    </dialog>
  );
}
