import type { ReactNode } from 'react';

/**
 * The ids that tie a field's hint and error to its control: pass `describedBy` as the control's
 * aria-describedby (with aria-invalid when there is an error), so a screen reader reads them with it.
 */
export function fieldMessageIds(id: string, hint: ReactNode, error: string | undefined) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return { hintId, errorId, describedBy: [hintId, errorId].filter(Boolean).join(' ') || undefined };
}

/** A field's hint and error under it, with the ids of fieldMessageIds. */
export function FieldMessages({ id, hint, error }: { id: string; hint?: ReactNode; error?: string }) {
  const { hintId, errorId } = fieldMessageIds(id, hint, error);
  return (
    <>
      {hint ? (
        <p className="field-hint" id={hintId}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p className="field-error" id={errorId}>
          {error}
        </p>
      ) : null}
    </>
  );
}
