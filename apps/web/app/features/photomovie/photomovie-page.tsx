import { photoMoviesAllowed } from '@hibi/domain';
import { ChevronLeft } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { appFrameEntry, appFrameMeta } from '~/features/app-frame/app-entry';
import { useSelectedChild } from '~/features/children/use-selected-child';
import { sessionAccount } from '~/features/session/session-state';
import { MovieActions } from './movie-actions';
import { moviePeriod } from './movie-period';
import { MovieSlideshow } from './movie-slideshow';
import { usePhotoMovie } from './photomovie-calls';
import { PhotoMovieUpsell } from './photomovie-upsell';

export { clientLoader, HydrateFallback } from '~/features/app-frame/approved-page';
// Titles come from the catalogue's sample entry: the page's own dates are not known on the server.
export const meta = appFrameMeta('/photomovie/sample/');

/** One week's photo movie: the MP4 (seekable) to save or share, or its photos until it is made. */
export default function PhotoMoviePage() {
  const { collectionId = '' } = useParams();
  const type = sessionAccount.use()?.user.subscriptionType ?? 'free';
  const allowed = photoMoviesAllowed(type);
  // The list's links name the movie's child (?child=), so a brother's movie opens as his.
  const { child } = useSelectedChild();
  const { data: movie, isError } = usePhotoMovie(child?.childId, collectionId, allowed);
  const videoUrl = movie?.video_url;
  return (
    <div className="container page movie-page">
      {/* The app's way back, as on my page's screens: a 44 px target, well above the video. */}
      <Link className="mypage-back" to="/photomovie/">
        <ChevronLeft aria-hidden="true" size={20} />
        フォトムービー一覧へ
      </Link>
      <h1 className="page-title">{appFrameEntry('/photomovie/sample/').heading}</h1>
      {!allowed ? <PhotoMovieUpsell /> : null}
      {isError ? <p className="timeline-empty">このフォトムービーは見つかりませんでした。</p> : null}
      {movie ? <p className="movie-period">{moviePeriod(movie.datefrom, movie.dateto)}</p> : null}
      {movie && videoUrl ? (
        <>
          {/* biome-ignore lint/a11y/useMediaCaption: its only sound is music without words, nothing to caption */}
          <video
            className="movie-video"
            src={videoUrl}
            poster={movie.thumbnail_url ?? undefined}
            controls
            playsInline
            preload="metadata"
          />
          <MovieActions movie={{ datefrom: movie.datefrom, video_url: videoUrl }} />
          <p className="movie-music">オルゴールの音楽つきです。</p>
        </>
      ) : null}
      {movie && !videoUrl ? (
        <>
          <p className="movie-note">ムービーを作成しています。できあがるまで、写真を順にご覧いただけます。</p>
          <MovieSlideshow
            frames={movie.collection_media
              .filter((item) => item.is_active)
              .map((item, i) => ({ key: item.media_id, src: item.image_url, alt: `${i + 1}枚目の写真` }))}
          />
        </>
      ) : null}
    </div>
  );
}
