/**
 * One plucked music-box tine: a few sine partials struck at once, each dying away at its own rate
 * (the higher, the sooner), the metallic shimmer of the strike gone within a tenth of a second.
 */
const partials = [
  { ratio: 1, amplitude: 1, decayPerSecond: 2.2 },
  { ratio: 2, amplitude: 0.32, decayPerSecond: 4 },
  { ratio: 3, amplitude: 0.1, decayPerSecond: 7 },
  { ratio: 5.43, amplitude: 0.06, decayPerSecond: 18 },
] as const;

/** How long a note rings before it is under -60 dB and cut. */
export const TONE_SECONDS = 3;
/** A 5 ms rise: a note starting at full level would click. */
const attackSeconds = 0.005;
/** Partials above this are left out: they are shrill on a phone's speaker. */
const highestHz = 7000;

/** The frequency of a MIDI note number (A4 = 69 = 440 Hz). */
export function midiHz(note: number): number {
  return 440 * 2 ** ((note - 69) / 12);
}

/** The note's samples at `sampleRate`, peak about 1. */
export function musicBoxTone(frequency: number, sampleRate: number): Float32Array {
  const length = Math.round(TONE_SECONDS * sampleRate);
  const tone = new Float32Array(length);
  for (const { ratio, amplitude, decayPerSecond } of partials) {
    const hz = frequency * ratio;
    if (hz > highestHz) continue;
    const step = (2 * Math.PI * hz) / sampleRate;
    const fall = Math.exp(-decayPerSecond / sampleRate);
    let level = amplitude;
    for (let i = 0; i < length; i++) {
      tone[i] = (tone[i] ?? 0) + level * Math.sin(step * i);
      level *= fall;
    }
  }
  const attack = Math.round(attackSeconds * sampleRate);
  for (let i = 0; i < attack; i++) tone[i] = (tone[i] ?? 0) * (i / attack);
  // The last tenth of a second tapers to nothing, so the cut makes no click either.
  const release = Math.round(0.1 * sampleRate);
  for (let i = 0; i < release; i++) tone[length - 1 - i] = (tone[length - 1 - i] ?? 0) * (i / release);
  return tone;
}
