import { BEATS_PER_MINUTE, SCORE_BEATS, scoreNotes } from './lullaby-score.ts';
import { midiHz, musicBoxTone } from './music-box.ts';

export const MUSIC_SAMPLE_RATE = 44_100;

/** A small room: the tune heard again softly a little later, twice. */
const echoes = [
  { seconds: 0.21, gain: 0.22 },
  { seconds: 0.37, gain: 0.12 },
] as const;

let made: Float32Array | undefined;

/**
 * The whole tune once, peak 1, as a seamless loop: the notes still ringing at its end (and their
 * echoes) wrap round onto its beginning, as they would when it plays again. Made on first use
 * (well under a second) and kept for the process: about 7 MB.
 */
export function musicLoop(): Float32Array {
  made ??= renderLoop();
  return made;
}

function renderLoop(): Float32Array {
  const beatSamples = (60 / BEATS_PER_MINUTE) * MUSIC_SAMPLE_RATE;
  const length = Math.round(SCORE_BEATS * beatSamples);
  const dry = new Float32Array(length);
  const tones = new Map<number, Float32Array>();
  for (const { beat, note, velocity } of scoreNotes()) {
    let tone = tones.get(note);
    if (!tone) {
      tone = musicBoxTone(midiHz(note), MUSIC_SAMPLE_RATE);
      tones.set(note, tone);
    }
    addInto(dry, tone, Math.round(beat * beatSamples), velocity);
  }
  const loop = Float32Array.from(dry);
  for (const { seconds, gain } of echoes) addInto(loop, dry, Math.round(seconds * MUSIC_SAMPLE_RATE), gain);
  let peak = 0;
  for (const sample of loop) peak = Math.max(peak, Math.abs(sample));
  for (let i = 0; i < length; i++) loop[i] = (loop[i] ?? 0) / peak;
  return loop;
}

/** Adds `source` × gain into the circular `target` from `at` on. */
function addInto(target: Float32Array, source: Float32Array, at: number, gain: number) {
  const length = target.length;
  for (let i = 0; i < source.length; i++) {
    const index = (at + i) % length;
    target[index] = (target[index] ?? 0) + (source[i] ?? 0) * gain;
  }
}
