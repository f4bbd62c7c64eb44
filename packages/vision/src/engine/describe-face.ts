import type { FaceResult } from '@vladmandic/human';
import { normalise } from '../matching/vector.ts';
import type { DetectedFace, FacePoint } from '../types.ts';
import type { DlibResnet } from './dlib-resnet.ts';
import { faceChip } from './face-chip.ts';
import { type Rect, type Square, squareAround } from './geometry.ts';
import { eyeOpenness, fivePoints, meshBounds, smileFromMesh } from './mesh-reading.ts';
import { type DecodedPhoto, faceTone } from './raster.ts';

const DEGREES = 180 / Math.PI;

/**
 * Turns Human's reading of a face on an analysis crop into the engine's terms for the whole photo,
 * with dlib's embedding of the face aligned on its five points. Undefined without a full mesh.
 */
export async function describeFace(
  face: FaceResult,
  photo: DecodedPhoto,
  region: Square,
  cropSide: number,
  embedder: DlibResnet,
): Promise<DetectedFace | undefined> {
  const { width, height } = photo.image;
  const scale = region.size / cropSide;
  // Working-image pixels of a point on the crop.
  const toImage = ([x = 0, y = 0]: readonly (number | undefined)[]) => [
    region.x + x * scale,
    region.y + y * scale,
  ];
  const mesh = face.mesh.map(toImage);
  const bounds: Rect = mesh.length >= 468 ? meshBounds(mesh) : scaleBox(face.box, toImage);
  const fraction = (p: { x: number; y: number }): FacePoint => ({ x: p.x / width, y: p.y / height });
  const points = fivePoints(mesh);
  if (!points) return undefined;
  const landmarks = {
    leftEye: fraction(points.leftEye),
    rightEye: fraction(points.rightEye),
    nose: fraction(points.nose),
    mouthLeft: fraction(points.mouthLeft),
    mouthRight: fraction(points.mouthRight),
  };
  const angle = face.rotation?.angle;
  // A face cut by the photo's edge keeps the visible part as its box.
  const left = Math.max(0, bounds.x);
  const top = Math.max(0, bounds.y);
  const box = {
    x: left / width,
    y: top / height,
    width: (Math.min(width, bounds.x + bounds.width) - left) / width,
    height: (Math.min(height, bounds.y + bounds.height) - top) / height,
  };
  return {
    box,
    score: face.score,
    landmarks,
    embedding: normalise(await embedder.embed(await faceChip(photo.image, points))),
    quality: {
      sizePx: Math.round(Math.max(bounds.width, bounds.height) * (photo.originalWidth / width)),
      ...(angle
        ? {
            yawDegrees: angle.yaw * DEGREES,
            pitchDegrees: angle.pitch * DEGREES,
            rollDegrees: angle.roll * DEGREES,
          }
        : {}),
      ...optional('eyeOpenness', eyeOpenness(mesh)),
      ...optional('smile', smileFromMesh(mesh)),
      // The inner face: the box's edges would add the background's contrast and light to its own.
      ...(await faceTone(photo.image, squareAround(bounds, 0.7))),
    },
  };
}

function scaleBox([x, y, w, h]: readonly number[], toImage: (p: readonly number[]) => number[]): Rect {
  const [x0 = 0, y0 = 0] = toImage([x ?? 0, y ?? 0]);
  const [x1 = 0, y1 = 0] = toImage([(x ?? 0) + (w ?? 0), (y ?? 0) + (h ?? 0)]);
  return { x: x0, y: y0, width: x1 - x0, height: y1 - y0 };
}

function optional<K extends string>(key: K, value: number | undefined) {
  return value === undefined ? {} : ({ [key]: value } as Record<K, number>);
}
