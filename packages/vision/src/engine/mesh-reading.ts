// Readings taken from Human's 468-point face mesh (MediaPipe FaceMesh numbering).
import type { Point2, Rect } from './geometry.ts';

export type MeshPoint = readonly number[];

/** The tight box around the mesh: forehead to chin, cheek to cheek. */
export function meshBounds(mesh: readonly MeshPoint[]): Rect {
  let minX = Number.POSITIVE_INFINITY;
  let minY = Number.POSITIVE_INFINITY;
  let maxX = Number.NEGATIVE_INFINITY;
  let maxY = Number.NEGATIVE_INFINITY;
  for (const [x = 0, y = 0] of mesh) {
    minX = Math.min(minX, x);
    minY = Math.min(minY, y);
    maxX = Math.max(maxX, x);
    maxY = Math.max(maxY, y);
  }
  return { x: minX, y: minY, width: maxX - minX, height: maxY - minY };
}

const y = (mesh: readonly MeshPoint[], index: number) => mesh[index]?.[1] ?? 0;

/**
 * Eyelid gap over the height of the eye region, the smaller of the two eyes. Human's own blink
 * gesture uses the same points and calls an eye closed below 0.2.
 */
export function eyeOpenness(mesh: readonly MeshPoint[]): number | undefined {
  if (mesh.length < 468) return undefined;
  const ratio = (lidA: number, lidB: number, browA: number, browB: number) => {
    const height = Math.abs(y(mesh, browA) - y(mesh, browB));
    return height > 0 ? Math.abs(y(mesh, lidA) - y(mesh, lidB)) / height : 0;
  };
  return Math.min(ratio(374, 386, 443, 450), ratio(145, 159, 223, 230));
}

export type { Point2 } from './geometry.ts';

/** Eye centres, nose tip and mouth corners, ordered left to right as they appear in the image. */
export function fivePoints(mesh: readonly MeshPoint[]) {
  if (mesh.length < 468) return undefined;
  const at = (i: number): Point2 => ({ x: mesh[i]?.[0] ?? 0, y: mesh[i]?.[1] ?? 0 });
  const mid = (a: number, b: number): Point2 => ({ x: (at(a).x + at(b).x) / 2, y: (at(a).y + at(b).y) / 2 });
  const [leftEye, rightEye] = byX(mid(33, 133), mid(362, 263));
  const [mouthLeft, mouthRight] = byX(at(61), at(291));
  return { leftEye, rightEye, nose: at(1), mouthLeft, mouthRight };
}

function byX(a: Point2, b: Point2): [Point2, Point2] {
  return a.x <= b.x ? [a, b] : [b, a];
}

/** Mouth width over eye distance of a straight face (0) and a broad smile (1), measured on FaceMesh. */
const SMILE_WIDTH = { neutral: 0.9, smile: 1.1 };

/**
 * A smile read from the mesh's geometry: mouth-corner distance over the distance between the eye
 * centres, which grows as a smile pulls the corners apart and does not change with the face's size
 * or roll. 0 for a straight face, 1 for a broad smile. Calibrated on the seven expression photos of
 * /work/shared/faces as the ONNX mesh reads them, without Human's iris step (happy 1.13; fearful
 * 0.99; surprised 0.89, disgusted 0.89, angry 0.86, sad 0.83, neutral 0.77): a hint for choosing the
 * best shot, not an emotion reading. Replaces an expression model trained on FER-2013.
 */
export function smileFromMesh(mesh: readonly MeshPoint[]): number | undefined {
  const points = fivePoints(mesh);
  if (!points) return undefined;
  const distance = (a: Point2, b: Point2) => Math.hypot(a.x - b.x, a.y - b.y);
  const eyes = distance(points.leftEye, points.rightEye);
  if (eyes <= 0) return undefined;
  const ratio = distance(points.mouthLeft, points.mouthRight) / eyes;
  return Math.min(1, Math.max(0, (ratio - SMILE_WIDTH.neutral) / (SMILE_WIDTH.smile - SMILE_WIDTH.neutral)));
}

type Vector = [number, number, number];
const minus = (a: Vector, b: Vector): Vector => [a[0] - b[0], a[1] - b[1], a[2] - b[2]];
const cross = (a: Vector, b: Vector): Vector => [
  a[1] * b[2] - a[2] * b[1],
  a[2] * b[0] - a[0] * b[2],
  a[0] * b[1] - a[1] * b[0],
];
const unit = (v: Vector): Vector => {
  const length = Math.hypot(...v) || 1;
  return [v[0] / length, v[1] / length, v[2] / length];
};

/**
 * The head's turn in radians, from the mesh's forehead (10), chin (152) and cheeks (234, 454):
 * yaw (turned aside), pitch (nodding) and roll (tilted), 0 when facing the camera upright. The
 * axes are those Human 3 reported, so the rules built on its readings keep their meaning; like
 * Human, depth counts two-thirds of a pixel across.
 */
export function meshAngles(
  mesh: readonly MeshPoint[],
): { yaw: number; pitch: number; roll: number } | undefined {
  if (mesh.length < 468) return undefined;
  const at = (i: number): Vector => [mesh[i]?.[0] ?? 0, mesh[i]?.[1] ?? 0, (mesh[i]?.[2] ?? 0) / 1.5];
  const down = unit(minus(at(152), at(10)));
  const across = unit(minus(at(454), at(234)));
  const towards = unit(cross(across, down));
  const [r00, , , r10, r11, r12, r20] = [...cross(down, towards), ...down, ...towards];
  return {
    pitch: -Math.atan2(-r12, r11),
    yaw: -Math.atan2(-r20, r00),
    roll: -Math.atan2(r10, Math.hypot(r00, r20)),
  };
}
