import type { CatalogueEntry } from '../../lib/catalogue-entry.ts';
import { caseStudies, caseStudyPath } from './case-studies.ts';

export const caseListPage = {
  path: '/case/',
  serverRendered: false,
  layout: 'case',
  heading: 'ひびフォトを導入した園のご紹介',
  title: '',
  description:
    'ひびフォトを導入した保育園・幼稚園・認定こども園の声をご紹介します。先生の負担や保護者の反応がどう変わったのか、現場のお話を伺いました。',
} as const satisfies CatalogueEntry;

export const caseStudyPages: readonly CatalogueEntry[] = caseStudies.map((study) => ({
  path: caseStudyPath(study.caseNo),
  serverRendered: false,
  layout: 'case',
  heading: `${study.facility}さま`,
  title: study.facility,
  description: `${study.facility}（${study.prefecture}）の導入事例です。「${study.quote}」。ひびフォトを導入して変わったことを、先生方に伺いました。`,
}));
