import { describe, expect, it } from 'vitest';
import { faceQuality } from './face-quality.ts';

describe('faceQuality', () => {
  const best = {
    sizePx: 200,
    yawDegrees: 0,
    pitchDegrees: 0,
    sharpness: 12,
    eyeOpenness: 0.3,
    brightness: 0.5,
    smile: 1,
  };

  it('is 1 for a large, frontal, sharp, well-lit, smiling face with open eyes', () => {
    expect(faceQuality(best)).toBe(1);
  });

  it('falls with size, turn, blur and closed eyes', () => {
    expect(faceQuality({ ...best, sizePx: 56 })).toBeCloseTo(0.5);
    expect(faceQuality({ ...best, yawDegrees: -22.5 })).toBeCloseTo(0.5);
    expect(faceQuality({ ...best, sharpness: 2 })).toBeCloseTo(0.25);
    expect(faceQuality({ ...best, eyeOpenness: 0.05 })).toBe(0.5);
    expect(faceQuality({ ...best, yawDegrees: 60 })).toBe(0);
  });

  it('prefers a well-lit face, and a smile between otherwise equal shots', () => {
    expect(faceQuality({ ...best, brightness: 0.05 })).toBeCloseTo(0.44);
    expect(faceQuality({ ...best, brightness: 0.95 })).toBeCloseTo(0.475);
    expect(faceQuality({ ...best, brightness: 0.3 })).toBe(1);
    expect(faceQuality({ ...best, smile: 0 })).toBeCloseTo(0.9);
    // A straight sharp face still beats a smiling blurred one.
    expect(faceQuality({ ...best, smile: 0 })).toBeGreaterThan(faceQuality({ ...best, sharpness: 6 }));
  });

  it('judges only on what was measured', () => {
    expect(faceQuality({ sizePx: 150 })).toBe(1);
  });
});
