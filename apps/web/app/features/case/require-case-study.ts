import { data } from 'react-router';
import { type CaseStudy, caseStudyOfPath } from './case-studies';

/** The case study a request's URL names, or a thrown 404 for anything but /case/001/–/case/010/. */
export function requireCaseStudy(url: string): CaseStudy {
  const study = caseStudyOfPath(new URL(url).pathname);
  if (!study) throw data('Not Found', { status: 404 });
  return study;
}
