import { Link } from 'react-router';
import { metaFor } from '~/lib/seo';
import { catalogueEntry } from '~/route-catalogue';
import { HeroIllustration } from './hero-illustration';

export const meta = metaFor('/');

const features = [
  {
    title: 'AIがわが子の写真を選びます',
    body: '先生が撮ったたくさんの写真の中から、お子さまが写っているものをAIが選び出してお届けします。',
  },
  {
    title: 'その日の夜に届きます',
    body: '日中に撮影された写真は、その日の夜にはタイムラインへ。お迎えのあとの会話がふくらみます。',
  },
  {
    title: '月額制、無料体験つき',
    body: 'ご利用は月額制です。はじめての方は無料体験期間があるので、届く写真を見てから決められます。',
  },
];

const steps = [
  '園の先生が、いつもどおり子どもたちの様子を撮影します。',
  'AIが写真の中からお子さまを見つけ、よく写ったものを選びます。',
  'その日の夜、保護者の方のスマートフォンに写真が届きます。',
];

export default function Home() {
  return (
    <>
      <section className="hero">
        <div className="container hero-inner">
          <div className="hero-text">
            <p className="hero-eyebrow">保育園・幼稚園の保護者の方へ</p>
            <h1 className="hero-title">{catalogueEntry('/').heading}</h1>
            <p className="hero-lead">
              ひびフォトは、園の先生が撮った写真からAIがお子さまの写真を選び、その日のうちにお届けするサービスです。
            </p>
            <div className="page-actions">
              <Link className="button button-primary" to="/signup/">
                無料体験をはじめる
              </Link>
              <Link className="button" to="/parents/">
                くわしく見る
              </Link>
            </div>
          </div>
          <HeroIllustration />
        </div>
      </section>
      <section className="section" aria-labelledby="features-title">
        <div className="container">
          <h2 id="features-title">ひびフォトでできること</h2>
          <ul className="feature-list">
            {features.map((feature) => (
              <li className="card" key={feature.title}>
                <h3>{feature.title}</h3>
                <p>{feature.body}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>
      <section className="section section-tinted" aria-labelledby="steps-title">
        <div className="container">
          <h2 id="steps-title">写真が届くまで</h2>
          <ol className="step-list">
            {steps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        </div>
      </section>
      <section className="section" aria-labelledby="facility-title">
        <div className="container cta-band">
          <h2 id="facility-title">園・施設の方へ</h2>
          <p>先生の写真選びや販売の手間をなくし、毎日の様子をご家庭へ。導入した園の声をご覧ください。</p>
          <div className="page-actions">
            <Link className="button" to="/case/">
              導入事例を見る
            </Link>
            <Link className="button" to="/contact/">
              導入のご相談
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}
