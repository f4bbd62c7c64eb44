import { describe, expect, it } from 'vitest';
import { BEATS_PER_MINUTE, midiOf, SCORE_BEATS, scoreNotes } from './lullaby-score.ts';
import { MUSIC_SAMPLE_RATE, musicLoop } from './music-loop.ts';
import { MUSIC_PEAK, musicSamples, wavFile } from './music-track.ts';

const peakOf = (samples: ArrayLike<number>, from = 0, to = samples.length) => {
  let peak = 0;
  for (let i = from; i < to; i++) peak = Math.max(peak, Math.abs(samples[i] ?? 0));
  return peak;
};
const seconds = (value: number) => Math.round(value * MUSIC_SAMPLE_RATE);

describe('the photo movies’ music', () => {
  it('keeps every note of the tune inside it, on a beat, within a music box’s range', () => {
    const notes = scoreNotes();
    expect(notes.length).toBeGreaterThan(80);
    for (const { beat, note } of notes) {
      expect(Number.isInteger(beat) && beat >= 0 && beat < SCORE_BEATS).toBe(true);
      expect(note).toBeGreaterThanOrEqual(53);
      expect(note).toBeLessThanOrEqual(86);
    }
  });

  it('reads note names as MIDI numbers', () => {
    expect([midiOf('C4'), midiOf('A4'), midiOf('Bb3'), midiOf('F#5')]).toEqual([60, 69, 58, 78]);
    expect(() => midiOf('H2')).toThrow(/bad note/);
  });

  it('loops seamlessly: the end runs into the start without a jump', () => {
    const loop = musicLoop();
    expect(loop.length).toBe(seconds((SCORE_BEATS * 60) / BEATS_PER_MINUTE));
    expect(peakOf(loop)).toBeCloseTo(1, 5);
    const last = loop[loop.length - 1] ?? 0;
    const first = loop[0] ?? 0;
    // No step at the seam larger than the tune's own largest step from one sample to the next.
    let steepest = 0;
    for (let i = 1; i < loop.length; i++)
      steepest = Math.max(steepest, Math.abs((loop[i] ?? 0) - (loop[i - 1] ?? 0)));
    expect(Math.abs(first - last)).toBeLessThanOrEqual(steepest);
  });

  it('fills the movie’s length, fading in from silence and out to silence at a moderate level', () => {
    const track = musicSamples(48.6); // a 20-photo movie, longer than the tune: it goes round
    expect(track.length).toBe(seconds(48.6));
    const full = MUSIC_PEAK * 32767;
    expect(peakOf(track)).toBeLessThanOrEqual(Math.ceil(full));
    expect(peakOf(track)).toBeGreaterThan(full * 0.8);
    expect(Math.abs(track[0] ?? 1)).toBe(0);
    expect(Math.abs(track[track.length - 1] ?? 1)).toBe(0);
    expect(peakOf(track, 0, seconds(0.1))).toBeLessThan(full * 0.15);
    expect(peakOf(track, track.length - seconds(0.1))).toBeLessThan(full * 0.15);
    // Still playing after the first time round.
    expect(peakOf(track, seconds(41), seconds(44))).toBeGreaterThan(full * 0.3);
  });

  it('fades a short movie within its length', () => {
    const track = musicSamples(4);
    expect(peakOf(track, seconds(1.5), seconds(2.5))).toBeGreaterThan(MUSIC_PEAK * 32767 * 0.3);
    expect(() => musicSamples(0)).toThrow(/bad music length/);
  });

  it('writes a 16-bit mono PCM WAV file', () => {
    const wav = wavFile(new Int16Array([0, 1000, -1000]), 44_100);
    expect(wav.toString('latin1', 0, 4)).toBe('RIFF');
    expect(wav.toString('latin1', 8, 16)).toBe('WAVEfmt ');
    expect([wav.readUInt16LE(20), wav.readUInt16LE(22), wav.readUInt32LE(24), wav.readUInt16LE(34)]).toEqual([
      1, 1, 44_100, 16,
    ]);
    expect(wav.readUInt32LE(40)).toBe(6);
    expect([wav.readInt16LE(44), wav.readInt16LE(46), wav.readInt16LE(48)]).toEqual([0, 1000, -1000]);
    expect(wav.length).toBe(50);
  });
});
