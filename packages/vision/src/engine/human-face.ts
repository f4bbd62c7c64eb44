// Whether a face FaceMesh accepted is a real human face: the pure rules (GitHub issue 41, item 3).
//
// FaceMesh scores drawings of people (emoji, clip art, a drawn face) at 1.00 and some dogs' heads
// over 0.8, and dlib's embedding of them sits among real faces' (their nearest real face is as
// close as real faces' own nearest: no threshold on it, nor on the mesh's shape, separates them).
// Two signals did, measured 2026-12-01 on 188 real faces (the 47 labelled crops of
// tests/fixtures/faces, 72 of /work/shared/faces/real/deepface, 66 of its dlib-examples, skimage's
// astronaut and camera man, matplotlib's Grace Hopper; 20 more of the crops darkened to 0.5, 0.25
// and 0.15 and hazed to 0.3 contrast) against the non-human faces the engine accepted before: dlib's
// dogs.jpg and 4 dog crops of it at other sizes, 59 Noto emoji faces of people and animals in four
// skin tones, 150 faces in Debian's openclipart PNGs, 139 of those drawings "photographed"
// (blurred, noise of σ 2.9 grey levels, JPEG 85), 4 drawn faces (as in human-face.int.test.ts):
//
// - Flat colour: the share of the inner face (the 0.7 square of the mesh, at half its size, 24-40
//   px, clipped pixels left out) whose 3 × 3 neighbourhood spans at most 1/30 of the face's own
//   contrast. Real faces 0.075 at most (99 % under 0.045; the darkened and hazed ones 0.144 at
//   0.15 brightness, which TOO_DARK leaves unjudged); digital drawings' median 0.38. Over 0.15
//   (twice the highest real face): 125 of 150 clip art faces, 45 of 59 emoji, 4 of 4 drawn faces,
//   60 of the 139 photographed drawings.
// - Steadiness: a real face keeps FaceMesh's score when the crop moves a little; a dog's head or a
//   drawing often does not. The mean score of four more readings (turned 20° each way, moved 12 % of
//   the side across the face and down it): real faces 0.894 at least; dogs.jpg's dog 0.58. Read only
//   when one of the face's two readings scored under 0.999 (8 of the 188 real faces: the four
//   readings, some 10 ms each, are paid by some 4 % of faces), which lost none of the drops.
//
// (The figures above count FaceMesh's candidates; the engine merges a few of them.) The engine
// with both rules, end to end: none of the 188 real faces (nor the 20 darkened) dropped; dogs.jpg's
// dog, 2 of the 4 dog crops, 45 of 59 emoji, 117 of 130 clip art faces, 69 of 139 photographed
// drawings, 4 of 4 drawn faces and a false finding on a letter in a real photo dropped. What passes: a dog's head
// FaceMesh reads steadily (the two 600 px crops), drawings with shading or texture, half of the
// photographed ones, and (not measured: none to hand) dolls and stuffed animals.
import type { MeshRegion } from './face-mesh.ts';

export type HumanFaceRules = {
  /** Most share of flat-coloured pixels in the inner face (drawings are flat, skin is not). */
  maxFlatShare: number;
  /** Least mean face score of the moved readings. */
  minSteadiness: number;
  /** Faces whose two readings both scored this or more skip the moved readings. */
  steadyScore: number;
};

export const HUMAN_FACE_RULES: HumanFaceRules = {
  maxFlatShare: 0.15,
  minSteadiness: 0.75,
  steadyScore: 0.999,
};

/**
 * A pixel is flat when its 3 × 3 neighbourhood spans at most this share of the inner face's own
 * contrast (its 5th to 95th percentile), and at least one grey level: so dim light and haze, which
 * shrink a face's texture with its contrast, do not make a real face flat.
 */
const FLAT_RANGE = 1 / 30;
/** Grey levels at either end that clipping (over- or under-exposure) flattens in real photos too. */
const CLIPPED = 8;
/** Mean grey level under which the inner face is too dark to tell texture from flat colour. */
const TOO_DARK = 30;

/**
 * Share of the pixels of a square grey image (row-major, `side` × `side`) whose 3 × 3
 * neighbourhood spans at most FLAT_RANGE of the image's contrast, among those not clipped to black
 * or white. 0 when no inner pixel is unclipped, or the image is too dark to tell (TOO_DARK).
 */
export function flatShare(grey: ArrayLike<number>, side: number): number {
  const unclipped: number[] = [];
  let sum = 0;
  for (let i = 0; i < side * side; i++) {
    const v = grey[i] ?? 0;
    sum += v;
    if (v >= CLIPPED && v <= 255 - CLIPPED) unclipped.push(v);
  }
  if (unclipped.length === 0 || sum / (side * side) < TOO_DARK) return 0;
  unclipped.sort((a, b) => a - b);
  const at = (q: number) => unclipped[Math.min(unclipped.length - 1, Math.floor(unclipped.length * q))] ?? 0;
  const tolerance = Math.max(1, (at(0.95) - at(0.05)) * FLAT_RANGE);
  let flat = 0;
  let counted = 0;
  for (let y = 1; y < side - 1; y++) {
    for (let x = 1; x < side - 1; x++) {
      const centre = grey[y * side + x] ?? 0;
      if (centre < CLIPPED || centre > 255 - CLIPPED) continue;
      counted++;
      let low = 255;
      let high = 0;
      for (let dy = -1; dy <= 1; dy++) {
        for (let dx = -1; dx <= 1; dx++) {
          const v = grey[(y + dy) * side + x + dx] ?? 0;
          low = Math.min(low, v);
          high = Math.max(high, v);
        }
      }
      if (high - low <= tolerance) flat++;
    }
  }
  return counted === 0 ? 0 : flat / counted;
}

/** Side, in pixels, the inner face is measured at: half its size (averaging noise), 24-40 px. */
export function flatnessSide(innerSize: number): number {
  return Math.max(24, Math.min(40, Math.round(innerSize / 2)));
}

const TURN = (20 * Math.PI) / 180;
const SHIFT = 0.12;

/**
 * The four regions the steadiness readings take, from the region of the face's second reading:
 * turned 20° either way about its centre, and moved 12 % of its side across the face (along the eye
 * line) and down it.
 */
export function movedRegions(region: MeshRegion): MeshRegion[] {
  const { centre, size, across } = region;
  const turned = (angle: number): MeshRegion => {
    const [cos, sin] = [Math.cos(angle), Math.sin(angle)];
    return {
      centre,
      size,
      across: { x: across.x * cos - across.y * sin, y: across.x * sin + across.y * cos },
    };
  };
  // Down the face is the eye line turned a quarter clockwise in image coordinates (y down).
  const down = { x: -across.y, y: across.x };
  const moved = (d: { x: number; y: number }): MeshRegion => ({
    centre: { x: centre.x + d.x * SHIFT * size, y: centre.y + d.y * SHIFT * size },
    size,
    across,
  });
  return [turned(TURN), turned(-TURN), moved(across), moved(down)];
}

export type HumanFaceSignals = {
  /** The lower face score of the face's two readings. */
  faceScore: number;
  /** flatShare of its inner face. */
  flatShare: number;
  /** The moved readings' scores, when they were read (needsSteadiness). */
  movedScores?: readonly number[];
};

/** Whether the moved readings are needed to judge the face (a face scored under steadyScore). */
export function needsSteadiness(faceScore: number, rules: HumanFaceRules = HUMAN_FACE_RULES): boolean {
  return faceScore < rules.steadyScore;
}

export type HumanFaceVerdict = { human: true } | { human: false; because: 'flat_colour' | 'unsteady' };

/** Applies the rules above: a drawing's flat colour, or a face FaceMesh does not read steadily. */
export function humanFace(
  signals: HumanFaceSignals,
  rules: HumanFaceRules = HUMAN_FACE_RULES,
): HumanFaceVerdict {
  if (signals.flatShare > rules.maxFlatShare) return { human: false, because: 'flat_colour' };
  const moved = signals.movedScores;
  if (needsSteadiness(signals.faceScore, rules) && moved && moved.length > 0) {
    const mean = moved.reduce((sum, s) => sum + s, 0) / moved.length;
    if (mean < rules.minSteadiness) return { human: false, because: 'unsteady' };
  }
  return { human: true };
}
