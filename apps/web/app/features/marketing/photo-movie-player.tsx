import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react';
import { useEffect, useState } from 'react';
import { movieFrames } from './sample-content';
import { SampleImg } from './sample-image';

const frameMs = 2000;
const count = movieFrames.length;

/**
 * The sample photo movie: its 15 frames one after another. It starts paused (moving content
 * must be started by people, WCAG 2.2.2) and every frame can be picked directly.
 */
export function PhotoMoviePlayer() {
  const [index, setIndex] = useState(0);
  const [playing, setPlaying] = useState(false);
  const frame = movieFrames[index] ?? movieFrames[0];

  useEffect(() => {
    if (!playing) return;
    const timer = setInterval(() => setIndex((current) => (current + 1) % count), frameMs);
    return () => clearInterval(timer);
  }, [playing]);

  const step = (delta: number) => setIndex((current) => (current + delta + count) % count);

  return (
    <section className="movie" aria-label="サンプルのフォトムービー">
      <div className="movie-stage">
        {frame ? <SampleImg image={frame} /> : null}
        <p className="movie-counter" aria-live={playing ? 'off' : 'polite'}>
          {index + 1} / {count}
        </p>
      </div>
      <div className="movie-controls">
        <button type="button" className="icon-button" onClick={() => step(-1)} aria-label="前の写真">
          <ChevronLeft aria-hidden="true" />
        </button>
        <button type="button" className="button button-primary" onClick={() => setPlaying(!playing)}>
          {playing ? <Pause aria-hidden="true" size={18} /> : <Play aria-hidden="true" size={18} />}
          {playing ? '一時停止' : '再生する'}
        </button>
        <button type="button" className="icon-button" onClick={() => step(1)} aria-label="次の写真">
          <ChevronRight aria-hidden="true" />
        </button>
      </div>
      <ol className="movie-strip" aria-label="フォトムービーの写真">
        {movieFrames.map((image, i) => (
          <li key={image.src}>
            <button
              type="button"
              className="movie-thumb"
              aria-current={i === index ? 'true' : undefined}
              aria-label={`${i + 1}枚目を表示`}
              onClick={() => setIndex(i)}
            >
              <img src={image.src} alt="" width={64} height={48} loading="lazy" decoding="async" />
            </button>
          </li>
        ))}
      </ol>
    </section>
  );
}
