// dlib's annotated faces (examples/faces): each box of training/testing_with_face_landmarks.xml
// with its 68 landmarks (iBUG 300-W scheme), and a pose class read from those landmarks.
import { readFileSync } from 'node:fs';
import path from 'node:path';

export type Pose = 'frontal' | 'three-quarter' | 'profile';
export type TruthBox = {
  file: string;
  left: number;
  top: number;
  width: number;
  height: number;
  /** Nose-tip offset from the contour's middle (see poseOf); NaN without landmarks. */
  noseOffset: number;
  pose: Pose;
};
export type TruthImage = { file: string; width: number; height: number; boxes: TruthBox[] };

const XML_FILES = ['training_with_face_landmarks.xml', 'testing_with_face_landmarks.xml'];
const attr = (tag: string, name: string) => tag.match(new RegExp(`${name}='([^']*)'`))?.[1];
const num = (tag: string, name: string) => Number(attr(tag, name));

/**
 * Yaw from the landmarks: where the nose tip (point 30) sits between the outer contour's ends
 * (points 0 and 16, by the ears), as offset = |2r − 1| with r = (x30 − x0) / (x16 − x0): 0 when the
 * nose is midway, 1 when it is over a contour end. The nose stands out about as far as the contour
 * is half wide, so offset ≈ 2 sin(yaw); the engine's mesh yaw on the faces it found agrees (13-16°
 * at 0.45-0.64, 23° at 0.78). Frontal under 15° (offset < 0.52), three-quarter to 35° (< 1.15),
 * profile beyond (the nose past the contour). dlib's 68-point model places the far contour of a
 * turned face poorly, so the class is rough; dlib's own frontal detector chose these faces, so few
 * are turned far.
 */
export function poseOf(noseOffset: number): Pose {
  if (!(noseOffset < 1.15)) return 'profile';
  return noseOffset < 0.52 ? 'frontal' : 'three-quarter';
}

function noseOffsetOf(boxXml: string): number {
  const x = new Map<string, number>();
  for (const part of boxXml.matchAll(/<part [^>]*\/>/g))
    x.set(attr(part[0], 'name') ?? '', num(part[0], 'x'));
  const [x0, x16, nose] = [x.get('00'), x.get('16'), x.get('30')];
  if (x0 === undefined || x16 === undefined || nose === undefined || x16 === x0) return Number.NaN;
  return Math.abs((2 * (nose - x0)) / (x16 - x0) - 1);
}

/** Every annotated image and its boxes; boxes marked ignore='1' are left out, as dlib's tools do. */
export function loadDlibTruth(dir: string): { images: TruthImage[]; ignored: number } {
  const images: TruthImage[] = [];
  let ignored = 0;
  for (const xml of XML_FILES) {
    const text = readFileSync(path.join(dir, xml), 'latin1');
    for (const image of text.matchAll(/<image ([^>]*)>([\s\S]*?)<\/image>/g)) {
      const [, head = '', body = ''] = image;
      const file = attr(head, 'file') ?? '';
      const boxes: TruthBox[] = [];
      // A box holds its parts; a self-closing box (no landmarks) would be `<box …/>`.
      for (const box of body.matchAll(/<box ([^>]*?)(?:\/>|>([\s\S]*?)<\/box>)/g)) {
        const tag = box[1] ?? '';
        if (attr(tag, 'ignore') === '1') {
          ignored++;
          continue;
        }
        const noseOffset = noseOffsetOf(box[2] ?? '');
        const [left, top, width, height] = ['left', 'top', 'width', 'height'].map((n) => num(tag, n));
        boxes.push({
          file,
          left: left ?? 0,
          top: top ?? 0,
          width: width ?? 0,
          height: height ?? 0,
          noseOffset,
          pose: poseOf(noseOffset),
        });
      }
      images.push({ file, width: num(head, 'width'), height: num(head, 'height'), boxes });
    }
  }
  return { images, ignored };
}
