import { Link } from 'react-router';
import { movieFrames } from '~/features/marketing/sample-content';
import { MovieSlideshow } from './movie-slideshow';

// The sample week: its first frames, enough to give the idea; the marketing sample has all 15.
const sampleFrames = movieFrames
  .slice(0, 8)
  .map((image) => ({ key: image.src, src: image.src, alt: image.alt }));

/**
 * What a free family sees instead of its movies (§6): what the paid plan gives, told as it is, and
 * the way there, on the first screen of the smallest phone (375 × 667), then a sample to play. No
 * call is made that would only fail (the server answers a free family 403).
 */
export function PhotoMovieUpsell() {
  return (
    <section className="movie-upsell" aria-labelledby="movie-upsell-title">
      <h2 id="movie-upsell-title">フォトムービーは有料プランでお楽しみいただけます</h2>
      <p>
        毎週日曜日の夜、その週のお子さまの写真を最大20枚選んで、オルゴールの音楽つきのムービーにします。保存して、ご家族に送ることもできます。
      </p>
      <Link className="button button-primary button-block" to="/mypage/plan/">
        有料プランを見る
      </Link>
      <MovieSlideshow frames={sampleFrames} badge="サンプル" />
      <p className="movie-upsell-note">
        いまの無料プランでご覧いただけるのは、直近7日間の写真・動画です。有料プランでは、これまでのすべての写真・動画もご覧いただけます。
      </p>
    </section>
  );
}
