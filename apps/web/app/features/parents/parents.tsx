import { ActionLinks } from '~/components/action-links';
import { AppScreens } from '~/components/app-screens';
import { BelowTheFold } from '~/components/below-the-fold';
import { CardGrid } from '~/components/card-grid';
import { closingCalls } from '~/components/closing-calls';
import { CtaBlock } from '~/components/cta-block';
import { FamilyIllustration } from '~/components/illustrations/family-illustration';
import { PageHeader } from '~/components/page-header';
import { QaList } from '~/components/qa-list';
import { Section } from '~/components/section';
import { StepList } from '~/components/step-list';
import { PriceBadge, PriceCard } from '~/features/marketing/price-card';
import { metaFor } from '~/lib/seo';
import { benefits, parentQuestions, startSteps } from './parents-content';

export { clientLoader, HydrateFallback } from '~/lib/client-only';
export const meta = metaFor('/parents/');

export default function Parents() {
  return (
    <>
      <PageHeader
        path="/parents/"
        eyebrow="保護者の方へ"
        aside={<FamilyIllustration />}
        lead={
          <p>
            園で過ごすお子さまの一日を、その日の夜に写真でお届けします。先生が撮った写真の中から、AIがお子さまの写った写真だけを選ぶので、ほかのお子さまの写真が届くことはありません。
          </p>
        }
      >
        <PriceBadge />
        <ActionLinks
          actions={[
            { label: '無料体験をはじめる', to: '/signup/', primary: true },
            { label: 'サンプルを見る', to: '/sample/' },
          ]}
        />
      </PageHeader>
      <BelowTheFold>
        <Section id="benefits" eyebrow="ひびフォトで届くもの" title="園での毎日が、手のひらに">
          <CardGrid items={benefits} columns={4} />
        </Section>
        <Section id="app" eyebrow="アプリの画面" title="届いた写真は、こう見えます">
          <AppScreens />
        </Section>
        <Section id="price" eyebrow="料金" title="料金と無料体験" tinted narrow>
          <PriceCard />
        </Section>
        <Section
          id="start"
          eyebrow="はじめかた"
          title="ご利用までの流れ"
          lead={<p>お申し込みはスマートフォンだけで完了します。</p>}
        >
          <StepList steps={startSteps} />
          <ActionLinks actions={[{ label: '新規登録へ進む', to: '/signup/', primary: true }]} centred />
        </Section>
        <Section id="questions" eyebrow="よくある質問" title="保護者の方からよくいただくご質問" tinted narrow>
          <QaList items={parentQuestions} />
          <ActionLinks actions={[{ label: 'すべての質問を見る', to: '/faq/' }]} centred />
        </Section>
        <CtaBlock {...closingCalls.parents} />
      </BelowTheFold>
    </>
  );
}
