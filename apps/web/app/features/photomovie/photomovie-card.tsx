import type { PhotoMovie } from '@hibi/contract';
import { Film } from 'lucide-react';
import { Link } from 'react-router';
import { moviePeriod } from './movie-period';

/** One week in the list: its cover, its dates, how many photos, and NEW until opened. */
export function PhotoMovieCard({ movie, childId }: { movie: PhotoMovie; childId?: string }) {
  const period = moviePeriod(movie.datefrom, movie.dateto);
  return (
    <li className="movie-card">
      <Link to={`/photomovie/${movie.collection_id}/${childId ? `?child=${childId}` : ''}`}>
        <span className="movie-card-cover">
          {movie.thumbnail_url ? (
            <img src={movie.thumbnail_url} alt="" loading="lazy" decoding="async" width={320} height={180} />
          ) : (
            <Film aria-hidden="true" size={36} />
          )}
          {movie.is_viewed ? null : <span className="movie-card-new">NEW</span>}
        </span>
        <span className="movie-card-text">
          <strong>{period}</strong>
          <span>
            写真{movie.collection_media.length}枚{movie.is_viewed ? '' : '・まだ見ていません'}
          </span>
        </span>
      </Link>
    </li>
  );
}
