import { useFormContext } from 'react-hook-form';

/**
 * An error above a form's button, where the eye already is, instead of a toast over it. The
 * region is always there, so screen readers hear each new message.
 */
export function AlertRegion({ message }: { message: string | null | undefined }) {
  return (
    <div className="form-alert-region" role="alert">
      {message ? <p className="form-alert">{message}</p> : null}
    </div>
  );
}

/** A React Hook Form form's own error (a failure that names no field: a wrong password, the network). */
export function FormAlert() {
  const { formState } = useFormContext();
  return <AlertRegion message={formState.errors.root?.server?.message} />;
}
