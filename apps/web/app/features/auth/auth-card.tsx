import type { FormEvent, ReactNode } from 'react';
import { catalogueEntry, type StaticPath } from '~/route-catalogue';

interface AuthCardProps {
  path: StaticPath;
  lead: string;
  submitLabel: string;
  /** The form's fields. */
  children: ReactNode;
  /** Links under the form. */
  footer: ReactNode;
}

// Sending is wired up with the sign-in and recovery issues; until then the form stays put.
// POST keeps typed passwords out of the URL should someone submit before hydration.
const holdSubmit = (event: FormEvent) => event.preventDefault();

/** The card shared by sign-in and password recovery: heading, lead, fields, one button. */
export function AuthCard({ path, lead, submitLabel, children, footer }: AuthCardProps) {
  return (
    <section className="card auth-card">
      <h1 className="page-title">{catalogueEntry(path).heading}</h1>
      <p className="auth-lead">{lead}</p>
      <form className="auth-form" method="post" onSubmit={holdSubmit}>
        {children}
        <button className="button button-primary button-block" type="submit">
          {submitLabel}
        </button>
      </form>
      <div className="auth-links">{footer}</div>
    </section>
  );
}
