import { Link } from 'react-router';
import { pageMeta } from '~/lib/seo';
import { findCatalogueEntry } from '~/route-catalogue';
import type { Route } from './+types/case-study';
import { caseStudyPath } from './case-studies';
import { requireCaseStudy } from './require-case-study';

export { HydrateFallback } from '~/lib/client-only';

// The page is client-only, but the server still checks the number, so /case/011/ is a real 404.
export function loader({ params }: Route.LoaderArgs) {
  requireCaseStudy(params.caseNo);
  return null;
}

// On hydration and on client-side navigation; it never asks the server.
export async function clientLoader({ params }: Route.ClientLoaderArgs) {
  return requireCaseStudy(params.caseNo);
}
clientLoader.hydrate = true as const;

export const meta: Route.MetaFunction = (args) => {
  const entry = findCatalogueEntry(caseStudyPath(args.params.caseNo));
  return entry ? pageMeta(entry, args) : [];
};

export default function CaseStudyPage({ loaderData: study }: Route.ComponentProps) {
  return (
    <div className="container case-study">
      <header className="case-head">
        <p className="bubble bubble-large">{study.quote}</p>
        <h1 className="page-title">{findCatalogueEntry(caseStudyPath(study.caseNo))?.heading}</h1>
        <p className="case-facts">
          {study.prefecture}・{study.kind}
        </p>
      </header>
      <div className="case-body">
        <article className="case-article">
          <h2>導入のポイント</h2>
          <ul className="summary-list">
            {study.hashtags.map((tag) => (
              <li key={tag}>{tag}</li>
            ))}
          </ul>
          <h2>インタビュー</h2>
          <div className="dialogue">
            <p className="bubble bubble-staff">
              <span className="speaker">ひびフォト担当</span>
              ひびフォトを導入して、いちばん変わったことは何ですか？
            </p>
            <p className="bubble bubble-facility">
              <span className="speaker">{study.facility}の先生</span>
              {study.quote}。くわしいお話は近日公開します。
            </p>
          </div>
        </article>
        <aside className="case-aside" aria-label="この事例について">
          <p className="case-aside-logo">ひびフォト</p>
          <ul className="hashtags">
            {study.hashtags.map((tag) => (
              <li key={tag}>#{tag}</li>
            ))}
          </ul>
          <ul className="case-aside-links">
            <li>
              <Link to="/case/">ほかの導入事例</Link>
            </li>
            <li>
              <Link to="/contact/">導入のご相談</Link>
            </li>
            <li>
              <Link to="/parents/">保護者の方へ</Link>
            </li>
          </ul>
        </aside>
      </div>
    </div>
  );
}
