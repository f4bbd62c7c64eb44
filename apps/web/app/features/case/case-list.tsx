import { closingCalls } from '~/components/closing-calls';
import { CtaBlock } from '~/components/cta-block';
import { PageHeader } from '~/components/page-header';
import { metaFor } from '~/lib/seo';
import { CaseGrid } from './case-card';
import { type CaseStudy, caseStudies, type FacilityKind } from './case-studies';

export { clientLoader, HydrateFallback } from '~/lib/client-only';
export const meta = metaFor('/case/');

const kinds: readonly FacilityKind[] = ['保育園', '幼稚園', '認定こども園', '習い事教室'];

function byKind(kind: FacilityKind): readonly CaseStudy[] {
  return caseStudies.filter((study) => study.kind === kind);
}

export default function CaseList() {
  return (
    <>
      <PageHeader
        path="/case/"
        eyebrow="導入事例"
        lead="都市部の保育園から雪深い地域の認定こども園、習い事教室まで。ひびフォトを導入した施設に、導入のきっかけや先生と保護者の変化を伺いました。"
      />
      <div className="container">
        {kinds.map((kind, i) => (
          <section className="case-kind" key={kind} aria-labelledby={`kind-${i}`}>
            <h2 id={`kind-${i}`}>{kind}</h2>
            <CaseGrid studies={byKind(kind)} />
          </section>
        ))}
      </div>
      <CtaBlock {...closingCalls.cases} />
    </>
  );
}
