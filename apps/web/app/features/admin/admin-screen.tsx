import type { ReactNode } from 'react';
import { type AdminPath, adminEntry } from './admin-entry';

interface AdminScreenProps {
  path: AdminPath;
  lead?: ReactNode;
  /** Buttons beside the heading (e.g. 施設を追加). */
  actions?: ReactNode;
  children: ReactNode;
}

/** The top of every console screen: the catalogued h1, an optional lead and actions. */
export function AdminScreen({ path, lead, actions, children }: AdminScreenProps) {
  return (
    <article className="admin-screen">
      <header className="admin-screen-header">
        <h1 className="admin-title">{adminEntry(path).heading}</h1>
        {actions ? <div className="admin-screen-actions">{actions}</div> : null}
      </header>
      {lead ? <p className="admin-lead">{lead}</p> : null}
      {children}
    </article>
  );
}
