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

// The page is client-only (its HTML is the layout's shell); each of the ten has a route of its own
// (routes.ts), so /case/011/ is a real 404. The server sends the interview with the page's data: the
// first paint of the words waits for no further request (on a client navigation, one data request).
export async function loader({ request }: Route.LoaderArgs) {
  const study = requireCaseStudy(request.url);
  return { content: await loadCaseContent(study.caseNo) };
}

export async function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  const study = requireCaseStudy(request.url);
  const { content } = await serverLoader();
  return { study, content };
}
clientLoader.hydrate = true as const;

export const meta: Route.MetaFunction = (args) => {
  const entry = findCatalogueEntry(args.location.pathname);
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
