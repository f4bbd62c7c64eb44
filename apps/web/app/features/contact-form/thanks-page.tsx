import type { ReactNode } from 'react';
import { type Action, ActionLinks } from '~/components/action-links';
import { SentIllustration } from '~/components/illustrations/sent-illustration';
import { metaFor } from '~/lib/seo';
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

/** The way back to the parents' pages, first on both of their thanks pages. */
export const backToParents: Action = { label: '保護者の方へ戻る', to: '/parents/', primary: true };

/**
 * A thanks page's route module is its path, its links and its paragraphs; this makes the page
 * and its meta from them, so the three pages differ only in their words.
 */
export function thanksRoute(path: StaticPath, actions: readonly Action[], lead: readonly string[]) {
  function Thanks() {
    return (
      <ThanksPage path={path} actions={actions}>
        {lead.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </ThanksPage>
    );
  }
  return { meta: metaFor(path), Thanks };
}
