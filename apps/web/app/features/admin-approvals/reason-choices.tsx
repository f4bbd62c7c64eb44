import type { ReadyRejectionReason } from '@hibi/contract';
import { useFormContext } from 'react-hook-form';

/**
 * Reasons staff send often, one tap each (issue 44): a tap writes the reason's text into the
 * reason field, where it can still be changed; what the field holds is what is sent, shown whole
 * below them (the one-line field cuts a long reason off on a phone).
 */
export function ReasonChoices({ choices }: { choices: readonly ReadyRejectionReason[] }) {
  const form = useFormContext<{ reason: string }>();
  const current = form.watch('reason');
  return (
    <fieldset className="reason-choices">
      <legend>よく使う理由（選ぶと理由の欄に入り、書き換えられます）</legend>
      <ul>
        {choices.map((choice) => (
          <li key={choice.label}>
            <button
              className="reason-choice"
              type="button"
              aria-pressed={current === choice.text}
              onClick={() =>
                form.setValue('reason', choice.text, { shouldDirty: true, shouldValidate: true })
              }
            >
              {choice.label}
            </button>
          </li>
        ))}
      </ul>
      {current ? (
        <p className="reason-preview">
          <span>保護者に届く理由：</span>
          {current}
        </p>
      ) : null}
    </fieldset>
  );
}
