import { ArrowRight } from 'lucide-react';
import { ActionLinks } from '~/components/action-links';
import { Section } from '~/components/section';
import { StepList } from '~/components/step-list';
import { metaFor } from '~/lib/seo';
import { retouchPairs, retouchSteps } from './sample-content';
import { SampleHeader } from './sample-header';
import { SampleImg } from './sample-image';

export { clientLoader, HydrateFallback } from '~/lib/client-only';
export const meta = metaFor('/sample/image-retouching/');

export default function SampleImageRetouching() {
  return (
    <>
      <SampleHeader
        path="/sample/image-retouching/"
        lead="逆光や暗い室内で撮った写真も、明るさや色合いを整えてからお届けします。補正前と補正後を並べてご覧ください。"
      />
      {retouchPairs.map((pair, i) => (
        <Section
          key={pair.id}
          id={`retouch-${pair.id}`}
          title={pair.title}
          lead={<p>{pair.problem}</p>}
          tinted={i % 2 === 1}
        >
          <div className="before-after">
            <figure>
              <SampleImg image={pair.before} lazy={i > 0} />
              <figcaption className="tag tag-before">補正前</figcaption>
            </figure>
            <ArrowRight className="before-after-arrow" aria-hidden="true" size={32} />
            <figure>
              <SampleImg image={pair.after} lazy={i > 0} />
              <figcaption className="tag tag-after">補正後</figcaption>
            </figure>
          </div>
        </Section>
      ))}
      <Section id="retouch-steps" title="自動で行う補正" narrow>
        <StepList steps={retouchSteps} />
        <ActionLinks actions={[{ label: '写真とフォトムービーのサンプル', to: '/sample/images/' }]} centred />
      </Section>
    </>
  );
}
