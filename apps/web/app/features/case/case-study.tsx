import { pageMeta } from '~/lib/page-meta';
import { findCatalogueEntry } from '~/route-catalogue';
import type { Route } from './+types/case-study';
import { CaseArticle } from './case-article';
import { CaseAside } from './case-aside';
import { loadCaseContent } from './case-content';
import { CaseHead } from './case-head';
import { caseStudyPath } from './case-studies';
import { requireCaseStudy } from './require-case-study';

export { HydrateFallback } from '~/lib/client-only';

// The page is client-only, but the server still checks the number, so /case/011/ is a real 404.
export function loader({ params }: Route.LoaderArgs) {
  requireCaseStudy(params.caseNo);
  return null;
}

// On hydration and on client-side navigation; the interview arrives as its own small chunk.
export async function clientLoader({ params }: Route.ClientLoaderArgs) {
  const study = requireCaseStudy(params.caseNo);
  return { study, content: await loadCaseContent(study.caseNo) };
}
clientLoader.hydrate = true as const;

export const meta: Route.MetaFunction = (args) => {
  const entry = findCatalogueEntry(caseStudyPath(args.params.caseNo));
  return entry ? pageMeta(entry, args) : [];
};

/** One page component for all ten case studies; the words come from content/case-NNN.ts. */
export default function CaseStudyPage({ loaderData: { study, content } }: Route.ComponentProps) {
  const heading = findCatalogueEntry(caseStudyPath(study.caseNo))?.heading ?? study.facility;
  return (
    <div className="container case-study">
      <CaseHead study={study} heading={heading} interviewee={content.interviewee} />
      <div className="case-body">
        <CaseArticle study={study} content={content} />
        <CaseAside study={study} profile={content.profile} />
      </div>
    </div>
  );
}
