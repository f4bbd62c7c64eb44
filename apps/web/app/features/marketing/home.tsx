import { ActionLinks } from '~/components/action-links';
import { AppScreens } from '~/components/app-screens';
import { CardGrid } from '~/components/card-grid';
import { closingCalls } from '~/components/closing-calls';
import { CtaBlock } from '~/components/cta-block';
import { HeroIllustration } from '~/components/illustrations/hero-illustration';
import { NurseryIllustration } from '~/components/illustrations/nursery-illustration';
import { Section } from '~/components/section';
import { StepList } from '~/components/step-list';
import { CaseGrid } from '~/features/case/case-card';
import { caseStudies } from '~/features/case/case-studies';
import { metaFor } from '~/lib/seo';
import { catalogueEntry } from '~/route-catalogue';
import { deliverySteps, facilityBenefits, features, heroActions, safetyPoints } from './home-content';
import { PriceBadge, PriceCard } from './price-card';

export const meta = metaFor('/');

// City, countryside and a classroom: the range of places the service fits.
const highlightedCases = ['001', '005', '008'].flatMap((no) => caseStudies.filter((s) => s.caseNo === no));

export default function Home() {
  return (
    <>
      <section className="hero" aria-labelledby="hero-title">
        <div className="container hero-inner">
          <div className="hero-text">
            <p className="hero-eyebrow">保育園・幼稚園・習い事の写真サービス</p>
            <h1 id="hero-title" className="hero-title">
              {catalogueEntry('/').heading}
            </h1>
            <p className="hero-lead">
              ひびフォトは、先生が撮った写真の中からAIがお子さまの写真を選び、その日の夜にご家庭へお届けするサービスです。
            </p>
            <PriceBadge />
            <ActionLinks actions={heroActions} />
          </div>
          <HeroIllustration />
        </div>
      </section>
      <Section id="features" eyebrow="ひびフォトでできること" title="毎日の「今日」が、写真で届く">
        <CardGrid items={features} />
      </Section>
      <Section id="app" eyebrow="アプリの画面" title="スマートフォンで、いつでも見返せる">
        <AppScreens />
      </Section>
      <Section id="flow" eyebrow="しくみ" title="写真が届くまで" tinted>
        <StepList steps={deliverySteps} />
      </Section>
      <Section
        id="safety"
        eyebrow="安心への取り組み"
        title="大切なお子さまの写真だから"
        lead={<p>写真を届けるしくみは、間違えないこと・広がらないことを第一に作っています。</p>}
      >
        <CardGrid items={safetyPoints} columns={4} />
      </Section>
      <Section id="price" eyebrow="料金" title="わかりやすい月額制" tinted narrow>
        <PriceCard />
        <ActionLinks
          actions={[{ label: '保護者の方へのご案内を見る', to: '/parents/', primary: true }]}
          centred
        />
      </Section>
      <Section
        id="for-facilities"
        eyebrow="園・施設の方へ"
        title="先生の手間を増やさずに、毎日の様子をご家庭へ"
      >
        <div className="split">
          <div>
            <CardGrid items={facilityBenefits} columns={2} />
            <ActionLinks
              actions={[
                { label: '導入のご相談', to: '/contact/', primary: true },
                { label: '導入事例を見る', to: '/case/' },
              ]}
            />
          </div>
          <NurseryIllustration />
        </div>
      </Section>
      <Section id="cases" eyebrow="導入事例" title="導入した施設の声">
        <CaseGrid studies={highlightedCases} />
      </Section>
      <CtaBlock {...closingCalls.home} />
    </>
  );
}
