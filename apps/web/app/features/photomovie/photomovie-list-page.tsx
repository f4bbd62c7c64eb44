import { photoMoviesAllowed } from '@hibi/domain';
import { appFrameEntry, appFrameMeta } from '~/features/app-frame/app-entry';
import { ChildSwitcher } from '~/features/children/child-switcher';
import { NoChildren } from '~/features/children/no-children';
import { useSelectedChild } from '~/features/children/use-selected-child';
import { sessionAccount } from '~/features/session/session-state';
import { usePhotoMovies } from './photomovie-calls';
import { PhotoMovieCard } from './photomovie-card';
import { PhotoMovieUpsell } from './photomovie-upsell';

export { clientLoader, HydrateFallback } from '~/features/app-frame/approved-page';
export const meta = appFrameMeta('/photomovie/');

/** The weekly photo movies, newest first; free guardians see what the paid plan would give. */
export default function PhotoMovieListPage() {
  const type = sessionAccount.use()?.user.subscriptionType ?? 'free';
  const allowed = photoMoviesAllowed(type);
  const { child, choices, noChild } = useSelectedChild();
  const movies = usePhotoMovies(child?.childId, allowed);
  return (
    <div className="container page movie-list-page">
      <h1 className="page-title">{appFrameEntry('/photomovie/').heading}</h1>
      {child ? <ChildSwitcher choices={choices} current={child} /> : null}
      {noChild ? <NoChildren /> : null}
      {!allowed ? <PhotoMovieUpsell /> : null}
      {allowed && !noChild && movies.isPending ? <p className="timeline-loading">読み込み中…</p> : null}
      {movies.data?.length === 0 ? (
        <div className="timeline-empty">
          <p>まだフォトムービーがありません。</p>
          <p>毎週日曜日の夜、その週の写真からフォトムービーをお届けします。</p>
        </div>
      ) : null}
      {movies.data?.length ? (
        <ul className="movie-cards">
          {movies.data.map((movie) => (
            <PhotoMovieCard key={movie.collection_id} movie={movie} childId={child?.childId} />
          ))}
        </ul>
      ) : null}
    </div>
  );
}
