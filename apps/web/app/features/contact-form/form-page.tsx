import type { ReactNode } from 'react';
import { PageHeader } from '~/components/page-header';
import type { StaticPath } from '~/route-catalogue';

interface FormPageProps {
  path: StaticPath;
  lead: ReactNode;
  /** What happens after sending, and where else to look. */
  notes: readonly string[];
  children: ReactNode;
}

/** A form page: heading and lead, the form in a card, and short notes beside it. */
export function FormPage({ path, lead, notes, children }: FormPageProps) {
  return (
    <>
      <PageHeader path={path} lead={lead} />
      <div className="container form-layout">
        <div className="card form-card">{children}</div>
        <aside className="form-notes" aria-label="ご確認ください">
          <h2 className="form-notes-title">ご確認ください</h2>
          <ul>
            {notes.map((note) => (
              <li key={note}>{note}</li>
            ))}
          </ul>
        </aside>
      </div>
    </>
  );
}
