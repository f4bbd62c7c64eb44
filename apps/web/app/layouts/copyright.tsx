import { SERVICE_NAME } from '~/lib/site-links';

/** The last line of every footer, the blank layout's small one too. */
export function Copyright({ className }: { className: string }) {
  return (
    <p className={className}>
      <small>© {SERVICE_NAME}</small>
    </p>
  );
}
