import type { CaseStudy } from './case-studies';
import { FacilityLogo } from './facility-logo';

interface CaseHeadProps {
  study: CaseStudy;
  heading: string;
  interviewee: string;
}

/** The page head: the facility's words in a speech bubble, then its mark and name. */
export function CaseHead({ study, heading, interviewee }: CaseHeadProps) {
  return (
    <header className="case-head">
      <p className="case-head-no">CASE {study.caseNo}</p>
      <blockquote className="bubble bubble-large">
        <p>「{study.quote}」</p>
      </blockquote>
      <div className="case-head-facility">
        <FacilityLogo study={study} size={72} />
        <div>
          <h1 className="page-title case-title">{heading}</h1>
          <p className="case-facts">
            {study.kind}・{study.prefecture}（{study.setting}）／お話：{interviewee}
          </p>
        </div>
      </div>
    </header>
  );
}
