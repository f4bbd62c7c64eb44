import type { ReactNode } from 'react';
import { SERVICE_NAME } from '~/lib/site-links';
import { type AdminPath, adminEntry } from './admin-entry';

/** The console's screens before signing in (sign-in, invitation): one card, no menu. */
export function AdminAuthCard({ path, children }: { path: AdminPath; children: ReactNode }) {
  return (
    <main id="main" className="admin-auth">
      <div className="admin-auth-card">
        <p className="admin-brand">
          {SERVICE_NAME}
          <span className="admin-brand-sub">管理画面</span>
        </p>
        <h1 className="admin-title">{adminEntry(path).heading}</h1>
        {children}
      </div>
    </main>
  );
}
