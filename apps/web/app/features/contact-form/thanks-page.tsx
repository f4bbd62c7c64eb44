import type { ReactNode } from 'react';
import { type Action, ActionLinks } from '~/components/action-links';
import { SentIllustration } from '~/components/illustrations/sent-illustration';
import { catalogueEntry, type StaticPath } from '~/route-catalogue';

/** The page after a form is sent: a paper plane, the catalogued heading, what happens next. */
export function ThanksPage({
  path,
  children,
  actions,
}: {
  path: StaticPath;
  children: ReactNode;
  actions: readonly Action[];
}) {
  return (
    <div className="container container-narrow page thanks">
      <SentIllustration />
      <h1 className="page-title">{catalogueEntry(path).heading}</h1>
      <div className="page-lead">{children}</div>
      <ActionLinks actions={actions} centred />
    </div>
  );
}
