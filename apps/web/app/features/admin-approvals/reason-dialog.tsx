import type { ReadyRejectionReason } from '@hibi/contract';
import type { ReactNode } from 'react';
import { FormProvider } from 'react-hook-form';
import type { z } from 'zod';
import { TextInput } from '~/components/form/text-input';
import { useJapaneseForm } from '~/components/form/use-japanese-form';
import { useModalDialog } from '~/lib/use-modal-dialog';
import { ReasonChoices } from './reason-choices';

type ReasonForm = { reason: string };

interface ReasonDialogProps {
  open: boolean;
  busy: boolean;
  /** Either of the contract's one-reason forms (rejection, approval as a different child). */
  schema: z.ZodType<ReasonForm, ReasonForm>;
  title: string;
  label: string;
  hint: string;
  confirmLabel: string;
  tone: 'danger' | 'primary';
  /** Ready-made reasons offered above the field (rejection). */
  choices?: readonly ReadyRejectionReason[];
  onConfirm: (values: ReasonForm) => void;
  onCancel: () => void;
  children: ReactNode;
}

/**
 * A decision that needs a written reason: rejecting (the guardian reads it in the mail) or
 * approving a likely same child as a different one (the audit log keeps it). A native modal
 * dialog: focus stays inside, Escape cancels.
 */
export function ReasonDialog({ open, busy, schema, title, label, ...props }: ReasonDialogProps) {
  const ref = useModalDialog(open);
  const form = useJapaneseForm(schema, { reason: '' }, { reason: label });
  const titleId = `${props.tone}-reason-title`;
  return (
    <dialog
      ref={ref}
      className="confirm-dialog approval-dialog"
      aria-labelledby={titleId}
      onCancel={props.onCancel}
    >
      <FormProvider {...form}>
        <form noValidate onSubmit={form.handleSubmit(props.onConfirm)}>
          <h2 id={titleId}>{title}</h2>
          {props.children}
          {props.choices ? <ReasonChoices choices={props.choices} /> : null}
          <TextInput
            name="reason"
            label={label}
            hint={props.hint}
            required
            maxLength={500}
            autoComplete="off"
          />
          <div className="confirm-dialog-actions">
            <button className="button" type="button" onClick={props.onCancel} disabled={busy}>
              やめる
            </button>
            <button className={`button button-${props.tone}`} type="submit" disabled={busy}>
              {busy ? '送信しています…' : props.confirmLabel}
            </button>
          </div>
        </form>
      </FormProvider>
    </dialog>
  );
}
