import type { ReactNode } from 'react';
import { catalogueEntry, type StaticPath } from '~/route-catalogue';

interface PageHeaderProps {
  path: StaticPath;
  eyebrow?: string;
  lead?: ReactNode;
  /** An illustration beside the heading on wide screens. */
  aside?: ReactNode;
  children?: ReactNode;
}

/** The top of an ordinary page: the catalogued h1, so headings and the catalogue never drift. */
export function PageHeader({ path, eyebrow, lead, aside, children }: PageHeaderProps) {
  return (
    <header className="page-header">
      <div
        className={aside ? 'container page-header-inner page-header-split' : 'container page-header-inner'}
      >
        <div>
          {eyebrow ? <p className="section-eyebrow">{eyebrow}</p> : null}
          <h1 className="page-title">{catalogueEntry(path).heading}</h1>
          {lead ? <div className="page-lead">{lead}</div> : null}
          {children}
        </div>
        {aside}
      </div>
    </header>
  );
}
