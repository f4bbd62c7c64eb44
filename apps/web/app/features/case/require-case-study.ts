import { data } from 'react-router';
import { type CaseStudy, findCaseStudy } from './case-studies';

/** The case study for /case/:caseNo/, or a thrown 404 for anything but 001–010. */
export function requireCaseStudy(caseNo: string | undefined): CaseStudy {
  const study = findCaseStudy(caseNo);
  if (!study) throw data('Not Found', { status: 404 });
  return study;
}
