// A HEIC's picture decoded by ffmpeg's native HEVC decoder (the binary inside @ffmpeg-installer's
// npm package) in a process of its own: about a quarter of the CPU of libheif's WebAssembly build on
// a 12-megapixel iPhone photo (decision 0069). ffmpeg has no HEIF reader, so heic-layout.ts hands it
// the HEVC pictures as one stream and the tiles it returns are put together here, as they arrive.
import { spawn } from 'node:child_process';
import sharp from 'sharp';
import type { DecodedPixels } from './decodable-image.ts';
import { type HeicLayout, heicLayout } from './heic-layout.ts';
import { ffmpegPath } from './video.ts';

/**
 * The picture as upright RGB rows, or undefined when the file is not of a shape this reads (libheif
 * then decodes it).
 */
export async function heicPixelsFromTiles(bytes: Uint8Array): Promise<DecodedPixels | undefined> {
  const layout = heicLayout(bytes);
  if (!layout) return undefined;
  const pixels = await decodeTiles(layout);
  if (layout.rotation === 0) return { width: layout.width, height: layout.height, pixels, channels: 3 };
  const raw = { width: layout.width, height: layout.height, channels: 3 } as const;
  const { data, info } = await sharp(pixels, { raw })
    .rotate(layout.rotation)
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { width: info.width, height: info.height, pixels: data, channels: 3 };
}

function ffmpegArguments({ colour }: HeicLayout): string[] {
  // The HEIF colour box, where there is one, over the stream's own (often absent) VUI.
  const range = colour?.fullRange ? 'full' : 'tv';
  const convert = colour ? ['-vf', `scale=in_color_matrix=${colour.matrix}:in_range=${range}`] : [];
  return [
    ...['-v', 'error', '-threads', '1', '-f', 'hevc', '-i', 'pipe:0'],
    ...convert,
    ...['-vsync', '0', '-f', 'rawvideo', '-pix_fmt', 'rgb24', 'pipe:1'],
  ];
}

/** Runs ffmpeg over the stream; each tile's rows go straight to their place in the picture. */
function decodeTiles(layout: HeicLayout): Promise<Buffer> {
  const place = tilePlacer(layout);
  return new Promise((resolve, reject) => {
    const child = spawn(ffmpegPath, ffmpegArguments(layout), { stdio: ['pipe', 'pipe', 'pipe'] });
    let errors = '';
    child.stdout.on('data', (chunk: Buffer) => place.write(chunk));
    child.stderr.on('data', (chunk: Buffer) => {
      errors += chunk.toString();
    });
    child.stdin.on('error', () => undefined); // ffmpeg stopping early is reported by its exit code
    child.on('error', reject);
    child.on('close', (code) => {
      if (code !== 0) reject(new Error(`ffmpeg could not decode the HEIC (${code}): ${errors.trim()}`));
      else if (!place.complete()) reject(new Error('ffmpeg decoded fewer HEIC tiles than the file has'));
      else resolve(place.picture);
    });
    child.stdin.end(layout.stream);
  });
}

/** Writes the decoded tiles (RGB, one after another, row by row of the grid) into the picture. */
export function tilePlacer({ tile, columns, width, height, pictures }: HeicLayout) {
  const picture = Buffer.alloc(width * height * 3);
  const [rowBytes, tileBytes] = [tile.width * 3, tile.width * tile.height * 3];
  let at = 0; // bytes of the decoded stream seen so far
  return {
    picture,
    write(chunk: Buffer) {
      for (let read = 0; read < chunk.length && at < pictures * tileBytes; ) {
        const [index, inTile] = [Math.floor(at / tileBytes), at % tileBytes];
        const [row, offset] = [Math.floor(inTile / rowBytes), inTile % rowBytes];
        const run = Math.min(rowBytes - offset, chunk.length - read);
        const y = Math.floor(index / columns) * tile.height + row;
        const x = (index % columns) * rowBytes + offset; // in bytes
        const inside = Math.min(run, width * 3 - x);
        if (y < height && inside > 0) chunk.copy(picture, y * width * 3 + x, read, read + inside);
        read += run;
        at += run;
      }
    },
    complete: () => at === pictures * tileBytes,
  };
}
