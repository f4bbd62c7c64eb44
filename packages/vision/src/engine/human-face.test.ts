import { describe, expect, it } from 'vitest';
import {
  flatnessSide,
  flatShare,
  HUMAN_FACE_RULES,
  humanFace,
  movedRegions,
  needsSteadiness,
} from './human-face.ts';

/** A square grey image from a function of the pixel's position. */
function grey(side: number, at: (x: number, y: number) => number) {
  return Array.from({ length: side * side }, (_, i) => at(i % side, Math.floor(i / side)));
}

/** A repeatable pseudo-random sequence in [0, 1). */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 16807) % 2147483647;
    return state / 2147483647;
  };
}

describe('flatShare', () => {
  it('is 1 for one flat colour and 0 where every pixel differs from its neighbours', () => {
    expect(
      flatShare(
        grey(20, () => 128),
        20,
      ),
    ).toBe(1);
    expect(
      flatShare(
        grey(20, (x, y) => ((x + y) % 2 ? 100 : 140)),
        20,
      ),
    ).toBe(0);
  });

  it('counts flat areas of a drawing, not the outlines between them', () => {
    // Two flat halves: only the two columns along the edge see both.
    const share = flatShare(
      grey(20, (x) => (x < 10 ? 60 : 200)),
      20,
    );
    expect(share).toBeCloseTo(16 / 18);
  });

  it('finds skin-like texture not flat: a gentle gradient with a few grey levels of noise', () => {
    const noise = random(7);
    const skin = grey(40, (x, y) => 120 + x + y / 2 + (noise() - 0.5) * 8);
    expect(flatShare(skin, 40)).toBeLessThan(HUMAN_FACE_RULES.maxFlatShare);
  });

  it('leaves clipped pixels out: an over-exposed face is not a drawing', () => {
    const noise = random(3);
    // Left half blown out to white, right half skin texture.
    const blown = grey(30, (x) => (x < 15 ? 255 : 120 + (noise() - 0.5) * 10));
    expect(flatShare(blown, 30)).toBeLessThan(HUMAN_FACE_RULES.maxFlatShare);
    expect(
      flatShare(
        grey(10, () => 255),
        10,
      ),
    ).toBe(0);
  });

  it('judges flatness against the contrast of the face: a dim or hazy face keeps its texture', () => {
    const noise = random(11);
    const texture = Array.from({ length: 40 * 40 }, () => (noise() - 0.5) * 24);
    const face = (gain: number, offset: number) =>
      grey(40, (x, y) => offset + gain * (80 + x + (texture[y * 40 + x] ?? 0)));
    const lit = flatShare(face(1, 40), 40);
    expect(lit).toBeLessThan(HUMAN_FACE_RULES.maxFlatShare);
    // Haze: a third of the contrast on a bright veil; a dim room: a third of the light.
    expect(flatShare(face(0.3, 150), 40)).toBeLessThan(HUMAN_FACE_RULES.maxFlatShare);
    expect(flatShare(face(0.33, 10), 40)).toBeLessThan(HUMAN_FACE_RULES.maxFlatShare);
  });

  it('does not judge a face too dark to tell (mean grey under 30)', () => {
    expect(
      flatShare(
        grey(20, (x) => (x < 10 ? 20 : 25)),
        20,
      ),
    ).toBe(0);
  });

  it('is measured at half the inner face, 24 to 40 px', () => {
    expect(flatnessSide(30)).toBe(24);
    expect(flatnessSide(60)).toBe(30);
    expect(flatnessSide(500)).toBe(40);
  });
});

describe('movedRegions', () => {
  const region = { centre: { x: 100, y: 200 }, size: 50, across: { x: 1, y: 0 } };

  it('turns the crop 20° either way and moves it 12 % of its side across and down the face', () => {
    const [left, right, across, down] = movedRegions(region);
    const angle = (r: typeof region) => (Math.atan2(r.across.y, r.across.x) * 180) / Math.PI;
    expect(angle(left as typeof region)).toBeCloseTo(20);
    expect(angle(right as typeof region)).toBeCloseTo(-20);
    expect(left?.centre).toEqual(region.centre);
    expect(across?.centre).toEqual({ x: 106, y: 200 });
    expect(down?.centre).toEqual({ x: 100, y: 206 });
  });

  it('moves along the face, not the image, when the face is tilted', () => {
    const tilted = { ...region, across: { x: 0, y: 1 } }; // eyes one above the other
    const [, , across, down] = movedRegions(tilted);
    expect(across?.centre).toEqual({ x: 100, y: 206 });
    expect(down?.centre.x).toBeCloseTo(94);
    expect(down?.centre.y).toBeCloseTo(200);
  });
});

describe('humanFace', () => {
  it('accepts a textured face read at full score without moved readings', () => {
    expect(needsSteadiness(1)).toBe(false);
    expect(humanFace({ faceScore: 1, flatShare: 0.03 })).toEqual({ human: true });
  });

  it('refuses a flat-coloured face, however FaceMesh scored it', () => {
    expect(humanFace({ faceScore: 1, flatShare: 0.54 })).toEqual({ human: false, because: 'flat_colour' });
  });

  it('refuses a face FaceMesh loses when the crop moves a little (dogs.jpg: 0.24, 1.00, 0.75, 0.31)', () => {
    expect(needsSteadiness(0.86)).toBe(true);
    expect(humanFace({ faceScore: 0.86, flatShare: 0.01, movedScores: [0.24, 1, 0.75, 0.31] })).toEqual({
      human: false,
      because: 'unsteady',
    });
  });

  it('keeps the least steady real face measured (mean 0.894) and ignores steadiness of full-score faces', () => {
    expect(humanFace({ faceScore: 0.986, flatShare: 0.02, movedScores: [0.7, 0.9, 0.98, 1] })).toEqual({
      human: true,
    });
    expect(humanFace({ faceScore: 0.9995, flatShare: 0.02, movedScores: [0, 0, 0, 0] })).toEqual({
      human: true,
    });
  });
});
