import type { ReactNode } from 'react';
import { catalogueEntry, type StaticPath } from '~/route-catalogue';

interface AuthCardProps {
  path: StaticPath;
  /** Replaces the catalogued heading (a later step of the same screen). */
  heading?: string;
  lead: ReactNode;
  /** The form. */
  children: ReactNode;
  /** Links under the form. */
  footer?: ReactNode;
}

/** The card of sign-in, recovery and the sign-up steps: heading, lead, the form, links. */
export function AuthCard({ path, heading, lead, children, footer }: AuthCardProps) {
  return (
    <section className="card auth-card">
      <h1 className="page-title">{heading ?? catalogueEntry(path).heading}</h1>
      <div className="auth-lead">{lead}</div>
      {children}
      {footer ? <div className="auth-links">{footer}</div> : null}
    </section>
  );
}
