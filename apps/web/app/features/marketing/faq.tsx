import { AnchorNav } from '~/components/anchor-nav';
import { closingCalls } from '~/components/closing-calls';
import { CtaBlock } from '~/components/cta-block';
import { JsonLd } from '~/components/json-ld';
import { PageHeader } from '~/components/page-header';
import { QaList } from '~/components/qa-list';
import { metaFor } from '~/lib/seo';
import { allFaqs, faqGroups } from './faq-content';

export const meta = metaFor('/faq/');

// schema.org FAQPage: the same questions and answers the page shows, word for word.
const faqPageData = {
  '@context': 'https://schema.org',
  '@type': 'FAQPage',
  mainEntity: allFaqs.map((faq) => ({
    '@type': 'Question',
    name: faq.question,
    acceptedAnswer: { '@type': 'Answer', text: faq.answer },
  })),
};

export default function Faq() {
  return (
    <>
      <PageHeader
        path="/faq/"
        eyebrow="FAQ"
        lead={
          <p>
            料金や無料体験、写真が届くタイミング、お子さまの写真の取り扱いについて、よくいただくご質問にお答えします。
          </p>
        }
      >
        <AnchorNav
          label="質問の分類"
          className="chip-list"
          anchors={faqGroups.map((group) => ({ id: group.id, label: group.title }))}
        />
      </PageHeader>
      <div className="container container-narrow">
        {faqGroups.map((group) => (
          <section className="faq-group" id={group.id} key={group.id} aria-labelledby={`${group.id}-title`}>
            <h2 id={`${group.id}-title`}>{group.title}</h2>
            <QaList items={group.items} />
          </section>
        ))}
      </div>
      <CtaBlock {...closingCalls.faq} />
      <JsonLd data={faqPageData} />
    </>
  );
}
