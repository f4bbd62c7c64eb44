import { MUSIC_SAMPLE_RATE, musicLoop } from './music-loop.ts';

/**
 * Peak level of the track, -7 dBFS, about -21 LUFS: as soft as background music on the web is,
 * well under a phone's loudest, and a music box's strikes stay clear of clipping in AAC.
 */
export const MUSIC_PEAK = 0.45;
const fadeInSeconds = 1.5;
const fadeOutSeconds = 3;

/**
 * The movie's music for `seconds`: the tune from its start, round again as long as needed, faded
 * in and out (each fade at most a quarter of a short movie), as 16-bit mono samples.
 */
export function musicSamples(seconds: number): Int16Array {
  if (!(seconds > 0)) throw new Error(`bad music length ${seconds}`);
  const loop = musicLoop();
  const length = Math.round(seconds * MUSIC_SAMPLE_RATE);
  const fadeIn = Math.min(fadeInSeconds, seconds / 4) * MUSIC_SAMPLE_RATE;
  const fadeOut = Math.min(fadeOutSeconds, seconds / 4) * MUSIC_SAMPLE_RATE;
  const samples = new Int16Array(length);
  for (let i = 0; i < length; i++) {
    // Equal-power (sine) fades sound even; a linear one seems to drop late.
    const rise = i < fadeIn ? Math.sin((Math.PI / 2) * (i / fadeIn)) : 1;
    const left = length - 1 - i;
    const fall = left < fadeOut ? Math.sin((Math.PI / 2) * (left / fadeOut)) : 1;
    samples[i] = Math.round((loop[i % loop.length] ?? 0) * MUSIC_PEAK * rise * fall * 32767);
  }
  return samples;
}

/** The samples as a WAV file (PCM, 16-bit, mono), what ffmpeg reads. */
export function wavFile(samples: Int16Array, sampleRate = MUSIC_SAMPLE_RATE): Buffer {
  const data = samples.length * 2;
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'latin1');
  header.writeUInt32LE(36 + data, 4);
  header.write('WAVEfmt ', 8, 'latin1');
  header.writeUInt32LE(16, 16); // fmt chunk size
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(sampleRate, 24);
  header.writeUInt32LE(sampleRate * 2, 28); // bytes a second
  header.writeUInt16LE(2, 32); // bytes a frame
  header.writeUInt16LE(16, 34); // bits a sample
  header.write('data', 36, 'latin1');
  header.writeUInt32LE(data, 40);
  const body = Buffer.from(samples.buffer, samples.byteOffset, data);
  return Buffer.concat([header, body]);
}

/** The movie's music as a WAV file of `seconds`. */
export function movieMusicWav(seconds: number): Buffer {
  return wavFile(musicSamples(seconds));
}
