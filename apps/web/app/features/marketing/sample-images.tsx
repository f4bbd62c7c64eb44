import { ActionLinks } from '~/components/action-links';
import { Section } from '~/components/section';
import { metaFor } from '~/lib/seo';
import { PhotoMoviePlayer } from './photo-movie-player';
import { timelineDay } from './sample-content';
import { SampleHeader } from './sample-header';
import { SampleImg } from './sample-image';

export { clientLoader, HydrateFallback } from '~/lib/client-only';
export const meta = metaFor('/sample/images/');

export default function SampleImages() {
  return (
    <>
      <SampleHeader
        path="/sample/images/"
        lead="先生が撮った写真の中から、AIが選んだお子さまの写真がタイムラインに届きます。毎週のフォトムービーもあわせてご覧ください。"
      />
      <Section
        id="timeline"
        title="タイムラインのイメージ"
        lead={<p>撮影した日ごとに、時刻の新しい順で並びます。</p>}
      >
        <div className="sample-timeline">
          <h3 className="sample-timeline-date">
            <time dateTime={timelineDay.date.replaceAll('/', '-')}>{timelineDay.date}</time>（
            {timelineDay.weekday}）
          </h3>
          <ul className="sample-grid">
            {timelineDay.photos.map((photo) => (
              <li key={photo.src}>
                <figure>
                  <SampleImg image={photo} lazy={false} />
                  <figcaption>{photo.time}</figcaption>
                </figure>
              </li>
            ))}
          </ul>
        </div>
      </Section>
      <Section
        id="photo-movie"
        title="フォトムービーのサンプル"
        tinted
        lead={<p>1週間のベストショットをつなげたフォトムービーが、毎週末に届きます。</p>}
      >
        <PhotoMoviePlayer />
        <ActionLinks
          actions={[{ label: '写真補正のサンプルを見る', to: '/sample/image-retouching/' }]}
          centred
        />
      </Section>
    </>
  );
}
