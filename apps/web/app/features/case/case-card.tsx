import { Link } from 'react-router';
import { type CaseStudy, caseStudyPath } from './case-studies';
import { FacilityLogo } from './facility-logo';

/** A case study as a link card: used by the case list and the home page. */
export function CaseCard({ study }: { study: CaseStudy }) {
  return (
    <Link className="card case-card" to={caseStudyPath(study.caseNo)}>
      <span className="case-card-top">
        <FacilityLogo study={study} size={48} />
        <span>
          <span className="case-card-no">CASE {study.caseNo}</span>
          <span className="case-card-name">{study.facility}</span>
        </span>
      </span>
      <span className="case-card-facts">
        {study.kind}・{study.prefecture}（{study.setting}）
      </span>
      <span className="case-card-quote">「{study.quote}」</span>
      <span className="case-card-tags">{study.hashtags.map((tag) => `#${tag}`).join(' ')}</span>
    </Link>
  );
}

/** A grid of case cards. */
export function CaseGrid({ studies }: { studies: readonly CaseStudy[] }) {
  return (
    <ul className="case-grid">
      {studies.map((study) => (
        <li key={study.caseNo}>
          <CaseCard study={study} />
        </li>
      ))}
    </ul>
  );
}
