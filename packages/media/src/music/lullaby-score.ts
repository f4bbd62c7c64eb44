/**
 * 「ひびのオルゴール」, the photo movies' music: a 16-bar waltz in F major composed for this project
 * (docs/decisions/0083), for a music box. Each bar: its chord (root, then two chord tones), and
 * the melody, notes written as name and octave with `:beats` when longer than one beat.
 */
const bars: [chord: string, melody: string][] = [
  ['F3 A4 C5', 'A5:2 C6'],
  ['C4 E4 G4', 'G5:2 E5'],
  ['D4 F4 A4', 'F5 A5 D6'],
  ['Bb3 D4 F4', 'C6:2 Bb5'],
  ['F3 A4 C5', 'A5 G5 F5'],
  ['C4 E4 G4', 'G5:2 C5'],
  ['Bb3 D4 F4', 'D5 F5 Bb5'],
  ['C4 E4 G4', 'A5:2 G5'],
  ['D4 F4 A4', 'F5 A5 D6'],
  ['A3 E4 A4', 'C6:2 E5'],
  ['Bb3 D4 F4', 'D6 C6 Bb5'],
  ['F3 A4 C5', 'A5:2 F5'],
  ['G3 D4 Bb4', 'G5 Bb5 D6'],
  ['C4 E4 G4', 'C6 Bb5 G5'],
  ['F3 A4 C5', 'A5 G5 E5'],
  ['F3 A4 C5', 'F5:3'],
];

export const BEATS_PER_BAR = 3;
/** A slow waltz: one bar is 2.5 s, the whole tune 40 s, about one 20-photo movie. */
export const BEATS_PER_MINUTE = 72;
export const SCORE_BEATS = bars.length * BEATS_PER_BAR;

/** Velocities: the melody sings, the bass is half as loud, the chord tones softer still. */
const loudness = { melody: 1, root: 0.5, chord: 0.28 } as const;

export type ScoreNote = { beat: number; note: number; velocity: number };

const steps: Record<string, number> = { C: 0, D: 2, E: 4, F: 5, G: 7, A: 9, B: 11 };

/** 'Bb3' as its MIDI number (C4 = 60). */
export function midiOf(name: string): number {
  const match = /^([A-G])(b|#)?(\d)$/.exec(name);
  const step = match?.[1] ? steps[match[1]] : undefined;
  if (!match || step === undefined) throw new Error(`bad note ${name}`);
  const accidental = match[2] === 'b' ? -1 : match[2] === '#' ? 1 : 0;
  return 12 * (Number(match[3]) + 1) + step + accidental;
}

/** Every note struck, by the beat it starts on (0-based); the tune goes round after SCORE_BEATS. */
export function scoreNotes(): ScoreNote[] {
  return bars.flatMap(([chord, melody], index) => {
    const bar = index * BEATS_PER_BAR;
    const accompaniment = chord.split(' ').map((name, beat) => ({
      beat: bar + beat,
      note: midiOf(name),
      velocity: beat === 0 ? loudness.root : loudness.chord,
    }));
    let beat = bar;
    const tune = melody.split(' ').map((written) => {
      const [name = '', beats = '1'] = written.split(':');
      const struck = { beat, note: midiOf(name), velocity: loudness.melody };
      beat += Number(beats);
      return struck;
    });
    if (beat !== bar + BEATS_PER_BAR) throw new Error(`bar ${index + 1} has ${beat - bar} beats`);
    return [...tune, ...accompaniment];
  });
}
