import { photoMoviesAllowed } from '@hibi/domain';
import { Link, useParams } from 'react-router';
import { useSelectedChild } from '~/features/family/use-selected-child';
import { guardianEntry, guardianMeta } from '~/features/guardian/guardian-entry';
import { sessionAccount } from '~/features/session/session-state';
import { moviePeriod } from './movie-period';
import { MovieSlideshow } from './movie-slideshow';
import { usePhotoMovie } from './photomovie-calls';
import { PhotoMovieUpsell } from './photomovie-upsell';

export { clientLoader, HydrateFallback } from '~/features/session/approved-page';
// Titles come from the catalogue's sample entry: the page's own dates are not known on the server.
export const meta = guardianMeta('/photomovie/sample/');

/** One week's photo movie: the MP4 (seekable), or its photos as a slideshow until it is made. */
export default function PhotoMoviePage() {
  const { collectionId = '' } = useParams();
  const type = sessionAccount.use()?.user.subscriptionType ?? 'free';
  const allowed = photoMoviesAllowed(type);
  // The list's links name the movie's child (?child=), so a brother's movie opens as his.
  const { child } = useSelectedChild();
  const { data: movie, isError } = usePhotoMovie(child?.childId, collectionId, allowed);
  return (
    <div className="container page movie-page">
      <h1 className="page-title">{guardianEntry('/photomovie/sample/').heading}</h1>
      {!allowed ? <PhotoMovieUpsell /> : null}
      {isError ? <p className="timeline-empty">このフォトムービーは見つかりませんでした。</p> : null}
      {movie ? (
        <>
          <p className="movie-period">{moviePeriod(movie.datefrom, movie.dateto)}</p>
          {movie.video_url ? (
            // biome-ignore lint/a11y/useMediaCaption: a slideshow of photos has no speech or sound to caption
            <video
              className="movie-video"
              src={movie.video_url}
              poster={movie.thumbnail_url ?? undefined}
              controls
              playsInline
              preload="metadata"
            />
          ) : (
            <>
              <p className="movie-note">
                ムービーを作成しています。できあがるまで、写真を順にご覧いただけます。
              </p>
              <MovieSlideshow media={movie.collection_media} />
            </>
          )}
        </>
      ) : null}
      <p>
        <Link to="/photomovie/">フォトムービー一覧へ</Link>
      </p>
    </div>
  );
}
