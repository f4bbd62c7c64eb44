import { Pause, Play } from 'lucide-react';
import { type ReactNode, useEffect, useState } from 'react';

const FRAME_MS = 2500;

export type SlideshowFrame = { key: string; src: string; alt: string };

/**
 * Photos one after another in a 16:9 frame, as the movie shows them: the week's photos while its
 * video is being made, or the sample a free family is shown. Starts paused: moving content is
 * started by people (WCAG 2.2.2). `badge` sits on the picture's corner (サンプル).
 */
export function MovieSlideshow({ frames, badge }: { frames: SlideshowFrame[]; badge?: ReactNode }) {
  const [index, setIndex] = useState(0);
  const [playing, setPlaying] = useState(false);
  useEffect(() => {
    if (!playing || frames.length < 2) return;
    const timer = setInterval(() => setIndex((current) => (current + 1) % frames.length), FRAME_MS);
    return () => clearInterval(timer);
  }, [playing, frames.length]);
  const frame = frames[index];
  if (!frame) return null;
  return (
    <div className="movie-slideshow">
      <div className="movie-slideshow-stage">
        <img key={frame.key} src={frame.src} alt={frame.alt} className="movie-frame" decoding="async" />
        {badge ? <span className="movie-slideshow-badge">{badge}</span> : null}
      </div>
      <div className="movie-slideshow-controls">
        <button className="button button-small" type="button" onClick={() => setPlaying(!playing)}>
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
