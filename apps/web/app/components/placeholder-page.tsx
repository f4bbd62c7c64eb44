import type { ReactNode } from 'react';
import { catalogueEntry, type StaticPath } from '~/route-catalogue';

interface PlaceholderPageProps {
  path: StaticPath;
  /** One or two sentences on what the page will offer. */
  children: ReactNode;
  /** Optional links or buttons under the text. */
  actions?: ReactNode;
}

/** A page whose real content comes in a later issue: its catalogued heading and a short promise. */
export function PlaceholderPage({ path, children, actions }: PlaceholderPageProps) {
  return (
    <article className="container page">
      <h1 className="page-title">{catalogueEntry(path).heading}</h1>
      <div className="page-lead">{children}</div>
      {actions ? <div className="page-actions">{actions}</div> : null}
    </article>
  );
}
