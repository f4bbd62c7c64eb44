import { createWriteStream } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Media } from '@hibi/db';
import {
  contentHasher,
  makeImageDerivatives,
  probeVideo,
  thumbHashOf,
  transcodeVideo,
  type VideoFacts,
  videoFrameAt,
} from '@hibi/media';
import { derivativeKeyOf, videoKeyOf } from '../../storage/media-keys.ts';
import type { PipelineDeps } from '../pipeline-deps.ts';
import { dropIfDuplicate } from './drop-duplicate.ts';
import { faceRows } from './face-rows.ts';
import { type IngestOutcome, markFailed, markReady } from './ingest-outcome.ts';
import { unreadableVideo } from './media-failure.ts';

/** Faces are read from frames at a quarter, half and three quarters of the video. */
export const FACE_FRAMES = [0.25, 0.5, 0.75];

/**
 * The frames of a video file whose faces are read (the middle one is also its poster), within its
 * video stream: a 0.1 s clip with 0.17 s of audio has no frame at half its container's length.
 */
export async function faceFrames(input: string, facts: Pick<VideoFacts, 'videoDurationMs'>) {
  const frames: Buffer[] = [];
  for (const share of FACE_FRAMES)
    frames.push(await videoFrameAt(input, (facts.videoDurationMs / 1000) * share));
  return frames;
}

/**
 * A stored video becomes a ready one: a 720p H.264/AAC faststart MP4 without metadata, a poster
 * (the middle frame) with its thumbnail, medium, preview and placeholder, and the faces of three
 * frames. ffmpeg works on files, so the video passes through a private temporary folder.
 */
export async function ingestVideo(deps: PipelineDeps, item: Media): Promise<IngestOutcome> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'hibi-video-'));
  try {
    const input = path.join(dir, 'original');
    const output = path.join(dir, 'video.mp4');
    const hash = await copyToFile(deps, item.originalKey, input);
    if (await dropIfDuplicate(deps, item, hash)) return 'duplicate';
    let facts: VideoFacts;
    try {
      facts = await probeVideo(input);
    } catch {
      return markFailed(deps.db, item.id, unreadableVideo);
    }
    await transcodeVideo(input, output);
    const frames = await faceFrames(input, facts);
    const poster = frames[1] ?? frames[0];
    if (!poster) return markFailed(deps.db, item.id, unreadableVideo);
    const derivatives = await makeImageDerivatives(poster);
    const found = [];
    for (const frame of frames) found.push(...(await deps.faces.detect(frame)));

    const keys = {
      videoKey: videoKeyOf(item.facilityId, item.id),
      thumbnailKey: derivativeKeyOf(item.facilityId, item.id, 'thumbnail'),
      mediumKey: derivativeKeyOf(item.facilityId, item.id, 'medium'),
      // The preview of the middle frame is the poster the player shows before playing.
      previewKey: derivativeKeyOf(item.facilityId, item.id, 'preview'),
    };
    await deps.storage.put(keys.videoKey, await readFile(output), 'video/mp4');
    await deps.storage.put(keys.thumbnailKey, derivatives.thumbnail, 'image/webp');
    await deps.storage.put(keys.mediumKey, derivatives.medium, 'image/webp');
    await deps.storage.put(keys.previewKey, derivatives.preview, 'image/webp');
    return markReady(deps.db, item.id, faceRows(item.id, found, deps.faces.embeddingModel), {
      ...keys,
      posterKey: keys.previewKey,
      width: facts.width,
      height: facts.height,
      durationMs: facts.durationMs,
      shootingAt: facts.createdAt ?? item.uploadedAt,
      placeholder: await thumbHashOf(poster),
    });
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * The stored original streamed into `file`, hashed on the way: a phone's clip is tens of MB, which
 * held in memory by each ingest at once took a worker past its 600 MiB.
 */
async function copyToFile(deps: PipelineDeps, key: string, file: string): Promise<string> {
  const hash = contentHasher();
  const hashing = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      done(null, chunk);
    },
  });
  await pipeline(await deps.storage.read(key), hashing, createWriteStream(file));
  return hash.digest('hex');
}
