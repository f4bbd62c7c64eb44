import { Link } from 'react-router';
import { metaFor } from '~/lib/seo';
import { catalogueEntry } from '~/route-catalogue';
import { caseStudies, caseStudyPath } from './case-studies';

export { clientLoader, HydrateFallback } from '~/lib/client-only';
export const meta = metaFor('/case/');

export default function CaseList() {
  return (
    <div className="container page">
      <h1 className="page-title">{catalogueEntry('/case/').heading}</h1>
      <p className="page-lead">
        全国の保育園・幼稚園・認定こども園で、ひびフォトが毎日の写真を届けています。導入のきっかけや、先生と保護者の変化をご紹介します。
      </p>
      <ul className="case-grid">
        {caseStudies.map((study) => (
          <li key={study.caseNo}>
            <Link className="card case-card" to={caseStudyPath(study.caseNo)}>
              <span className="case-card-no">CASE {study.caseNo}</span>
              <span className="case-card-name">{study.facility}</span>
              <span className="case-card-facts">
                {study.prefecture}・{study.kind}
              </span>
              <span className="case-card-quote">{study.quote}</span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
