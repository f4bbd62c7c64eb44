// One phone-like clip: 1920 × 1080 H.264 at 30 fps with AAC stereo at a phone's bitrate, panning
// slowly across a composed group photo so that every frame differs and the frames the ingest reads
// faces from show some of its faces.
import { FACE_FRAMES } from '../../apps/server/src/pipeline/ingest/ingest-video.ts';
import { ffmpeg } from './ffmpeg.ts';
import { PHOTO_HEIGHT, PHOTO_WIDTH, type PlacedFace } from './photos.ts';

export const CLIP_WIDTH = 1920;
export const CLIP_HEIGHT = 1080;
const FPS = 30;
/** The part of the photo in view: 16:9, two thirds of the frame's pixels (faces 40-170 px). */
const VIEW = { width: 2880, height: 1620 };
const travel = { x: PHOTO_WIDTH - VIEW.width, y: PHOTO_HEIGHT - VIEW.height };

/** The view's top-left corner a `share` of the way through the clip. */
const viewAt = (share: number) => ({ x: travel.x * share, y: travel.y * share });

/** The faces wholly in view in at least one of the frames the ingest reads faces from. */
export function shownFaces(faces: PlacedFace[]): PlacedFace[] {
  return faces.filter((face) =>
    FACE_FRAMES.some((share) => {
      const { x, y } = viewAt(share);
      const inView = (at: number, size: number, from: number, span: number) =>
        at >= from && at + size <= from + span;
      return inView(face.x, face.size, x, VIEW.width) && inView(face.y, face.size, y, VIEW.height);
    }),
  );
}

/**
 * Writes the clip of `scene` (a JPEG of the photo's size) to `output` (.mp4). `takenAt` is the
 * EXIF-style Tokyo time the phone would record as the container's creation time (UTC).
 */
export async function writeClip(scene: Buffer, seconds: number, takenAt: string, output: string) {
  const frames = seconds * FPS;
  const [date = '', time = ''] = takenAt.split(' ');
  const created = new Date(`${date.replaceAll(':', '-')}T${time}+09:00`).toISOString();
  // The photo is decoded, scaled and converted once and its frame repeated (loop); then the view
  // moves a step each frame, crop only, which keeps generating quick.
  const scale = CLIP_WIDTH / VIEW.width;
  const video = [
    `scale=${Math.round(PHOTO_WIDTH * scale)}:${Math.round(PHOTO_HEIGHT * scale)},format=yuv420p`,
    `loop=loop=${frames - 1}:size=1:start=0,setpts=N/${FPS}/TB`,
    `crop=${CLIP_WIDTH}:${CLIP_HEIGHT}:x='${travel.x * scale}*n/${frames}':y='${travel.y * scale}*n/${frames}'`,
  ].join(',');
  await ffmpeg(
    [
      ...['-y', '-f', 'image2pipe', '-i', 'pipe:0'],
      ...['-f', 'lavfi', '-i', `sine=frequency=440:sample_rate=48000`],
      ...['-filter_complex', `[0:v]${video}[v]`, '-map', '[v]', '-map', '1:a', '-t', String(seconds)],
      // Generating is not timed: the fastest x264 preset, at the bitrate and GOP of a phone's 1080p30.
      ...['-r', String(FPS), '-c:v', 'libx264', '-preset', 'ultrafast', '-b:v', '16M', '-maxrate', '16M'],
      ...['-bufsize', '32M', '-g', String(FPS), '-c:a', 'aac', '-b:a', '128k', '-ac', '2'],
      ...['-metadata', `creation_time=${created}`, output],
    ],
    scene,
  );
}
