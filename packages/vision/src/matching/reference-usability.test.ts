import { describe, expect, it } from 'vitest';
import type { FaceQualityHints } from '../types.ts';
import { REFERENCE_PROBLEM_TEXT, referenceUsability } from './reference-usability.ts';

const good: FaceQualityHints = {
  sizePx: 240,
  yawDegrees: 4,
  pitchDegrees: 6,
  eyeOpenness: 0.33,
  smile: 0.8,
  sharpness: 12,
};
const face = (quality: Partial<FaceQualityHints> = {}) => ({ quality: { ...good, ...quality } });

describe('referenceUsability', () => {
  it('accepts one large, frontal, sharp face with open eyes', () => {
    const only = face();
    expect(referenceUsability([only])).toEqual({ usable: true, face: only });
  });

  it('explains in Japanese when no face was found', () => {
    expect(referenceUsability([])).toEqual({
      usable: false,
      problem: 'no_face',
      reason: '顔が検出できませんでした。正面を向いたお子さまの写真を選んでください。',
    });
  });

  it('explains in Japanese when the only faces are not human (a pet, a drawing), and ignores them beside a child', () => {
    const dog = { ...face(), notHuman: true as const };
    expect(referenceUsability([dog])).toEqual({
      usable: false,
      problem: 'not_human',
      reason: '人の顔が見つかりませんでした。お子さまの顔がはっきり写った写真を選んでください。',
    });
    const child = face({ sizePx: 200 });
    expect(referenceUsability([dog, child])).toEqual({ usable: true, face: child });
  });

  it('refuses two faces of similar size: nobody could tell which is the child', () => {
    const verdict = referenceUsability([face(), face({ sizePx: 150 })]);
    expect(verdict).toMatchObject({ usable: false, problem: 'several_faces' });
    expect(verdict.usable === false && verdict.reason).toBe(
      'お子さまお一人だけが写った写真を選んでください。',
    );
  });

  it('ignores small faces far behind the main one', () => {
    const main = face();
    expect(referenceUsability([face({ sizePx: 60 }), main])).toEqual({ usable: true, face: main });
  });

  it.each([
    ['face_too_small', { sizePx: 80 }],
    ['not_frontal', { yawDegrees: -35 }],
    ['not_frontal', { pitchDegrees: 30 }],
    ['blurred', { sharpness: 2.1 }],
    ['eyes_closed', { eyeOpenness: 0.05 }],
  ] as const)('refuses %s', (problem, quality) => {
    expect(referenceUsability([face(quality)])).toEqual({
      usable: false,
      problem,
      reason: REFERENCE_PROBLEM_TEXT[problem],
    });
  });

  it('does not refuse for a hint the engine did not measure', () => {
    const quality = { sizePx: 200 };
    expect(referenceUsability([{ quality }]).usable).toBe(true);
  });

  it('has a Japanese sentence for every problem', () => {
    for (const text of Object.values(REFERENCE_PROBLEM_TEXT)) expect(text).toMatch(/^[^a-zA-Z]+。$/);
  });
});
