import { SERVICE_NAME } from '~/lib/site-links';

/** The copyright line at the foot of every layout. */
export function Copyright({ className }: { className: string }) {
  return (
    <p className={className}>
      <small>© {SERVICE_NAME}</small>
    </p>
  );
}
