import type { PhotoMovie } from '@hibi/contract';
import { Pause, Play } from 'lucide-react';
import { useEffect, useState } from 'react';

const FRAME_MS = 2500;

/**
 * The week's photos one after another, while its video is being made (after a returned photo,
 * for example). Starts paused: moving content is started by people (WCAG 2.2.2).
 */
export function MovieSlideshow({ media }: { media: PhotoMovie['collection_media'] }) {
  const [index, setIndex] = useState(0);
  const [playing, setPlaying] = useState(false);
  const frames = media.filter((item) => item.is_active);
  useEffect(() => {
    if (!playing || frames.length < 2) return;
    const timer = setInterval(() => setIndex((current) => (current + 1) % frames.length), FRAME_MS);
    return () => clearInterval(timer);
  }, [playing, frames.length]);
  const frame = frames[index];
  if (!frame) return null;
  return (
    <div className="movie-slideshow">
      <img
        key={frame.media_id}
        src={frame.image_url}
        alt={`${index + 1}枚目の写真`}
        className="movie-frame"
      />
      <div className="movie-slideshow-controls">
        <button className="button button-primary" type="button" onClick={() => setPlaying(!playing)}>
          {playing ? <Pause aria-hidden="true" size={18} /> : <Play aria-hidden="true" size={18} />}
          {playing ? '一時停止' : '写真を順に見る'}
        </button>
        <span aria-live={playing ? 'off' : 'polite'}>
          {index + 1} / {frames.length}
        </span>
      </div>
    </div>
  );
}
