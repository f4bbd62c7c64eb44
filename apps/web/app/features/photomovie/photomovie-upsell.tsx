import { Link } from 'react-router';
import { PhotoMoviePlayer } from '~/features/marketing/photo-movie-player';

/**
 * What a free guardian sees instead of the list (§6): what a photo movie is, a sample to play,
 * and the way to the paid plan. No call is made that would only fail.
 */
export function PhotoMovieUpsell() {
  return (
    <section className="movie-upsell" aria-labelledby="movie-upsell-title">
      <h2 id="movie-upsell-title">フォトムービーは有料プランでお楽しみいただけます</h2>
      <p>
        毎週日曜日の夜、その週のお子さまのベストショットを集めたムービーが届きます。ご家族で見返したり、おじいちゃん・おばあちゃんに見せたりできます。
      </p>
      <PhotoMoviePlayer />
      <Link className="button button-primary button-block" to="/mypage/plan/">
        有料プランを見る
      </Link>
    </section>
  );
}
