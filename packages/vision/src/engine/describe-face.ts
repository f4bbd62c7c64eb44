import { normalise } from '../matching/vector.ts';
import type { DetectedFace, FacePoint } from '../types.ts';
import type { DlibResnet } from './dlib-resnet.ts';
import { faceChip } from './face-chip.ts';
import type { MeshReading } from './face-mesh.ts';
import { squareAround } from './geometry.ts';
import { eyeOpenness, fivePoints, meshAngles, meshBounds, smileFromMesh } from './mesh-reading.ts';
import { type DecodedPhoto, faceTone } from './raster.ts';

const DEGREES = 180 / Math.PI;

/**
 * A face's mesh reading (working-image pixels) in the engine's terms for the whole photo, with
 * dlib's embedding of the face aligned on its five points. Undefined without a full mesh.
 */
export async function describeFace(
  reading: MeshReading,
  photo: DecodedPhoto,
  embedder: DlibResnet,
): Promise<DetectedFace | undefined> {
  const { width, height } = photo.image;
  const { mesh } = reading;
  const points = fivePoints(mesh);
  const angle = meshAngles(mesh);
  if (!points || !angle) return undefined;
  const bounds = meshBounds(mesh);
  const fraction = (p: { x: number; y: number }): FacePoint => ({ x: p.x / width, y: p.y / height });
  const landmarks = {
    leftEye: fraction(points.leftEye),
    rightEye: fraction(points.rightEye),
    nose: fraction(points.nose),
    mouthLeft: fraction(points.mouthLeft),
    mouthRight: fraction(points.mouthRight),
  };
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
    score: reading.score,
    landmarks,
    embedding: normalise(await embedder.embed(await faceChip(photo.image, points))),
    quality: {
      sizePx: Math.round(Math.max(bounds.width, bounds.height) * (photo.originalWidth / width)),
      yawDegrees: angle.yaw * DEGREES,
      pitchDegrees: angle.pitch * DEGREES,
      rollDegrees: angle.roll * DEGREES,
      ...optional('eyeOpenness', eyeOpenness(mesh)),
      ...optional('smile', smileFromMesh(mesh)),
      // The inner face: the box's edges would add the background's contrast and light to its own.
      ...(await faceTone(photo.image, squareAround(bounds, 0.7))),
    },
  };
}

function optional<K extends string>(key: K, value: number | undefined) {
  return value === undefined ? {} : ({ [key]: value } as Record<K, number>);
}
