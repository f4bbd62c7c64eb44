import { messageOf } from '~/lib/api-error';

/** Why a change failed, in the server's words or the fallback's; nothing while there is no error. */
export function ChangeError({ error, fallback }: { error: unknown; fallback: string }) {
  return error ? (
    <p className="field-error" role="alert">
      {messageOf(error, fallback)}
    </p>
  ) : null;
}
