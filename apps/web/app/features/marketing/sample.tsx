import { Link } from 'react-router';
import { closingCalls } from '~/components/closing-calls';
import { CtaBlock } from '~/components/cta-block';
import { metaFor } from '~/lib/seo';
import { movieFrames, retouchPairs } from './sample-content';
import { SampleHeader } from './sample-header';
import { SampleImg } from './sample-image';

export { clientLoader, HydrateFallback } from '~/lib/client-only';
export const meta = metaFor('/sample/');

const samples = [
  {
    to: '/sample/images/',
    title: '写真とフォトムービー',
    body: 'タイムラインに届く写真と、1週間をまとめたフォトムービーのサンプルです。',
    image: movieFrames[2],
  },
  {
    to: '/sample/image-retouching/',
    title: '写真補正のビフォー・アフター',
    body: '暗い写真やかすんだ写真を、明るく見やすく整えた例をご覧いただけます。',
    image: retouchPairs[0]?.after,
  },
];

/**
 * The first card's photo is the page's largest paint; the page renders in the browser (§2), so
 * without this the phone would find the image only after the scripts ran.
 */
export const links = () =>
  samples[0]?.image
    ? [{ rel: 'preload', as: 'image', href: samples[0].image.src, fetchPriority: 'high' }]
    : [];

export default function Sample() {
  return (
    <>
      <SampleHeader
        path="/sample/"
        lead="ひびフォトでご家庭に届く写真のイメージを、サンプルでご覧いただけます。"
      />
      <div className="container">
        <ul className="card-grid card-grid-2">
          {samples.map((sample) => (
            <li key={sample.to}>
              <Link className="card sample-card" to={sample.to}>
                {sample.image ? <SampleImg image={{ ...sample.image, alt: '' }} lazy={false} /> : null}
                <span className="sample-card-title">{sample.title}</span>
                <span className="sample-card-body">{sample.body}</span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
      <CtaBlock {...closingCalls.sample} />
    </>
  );
}
