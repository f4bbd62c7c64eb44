// A photo as an iPhone stores it: 4032 × 3024 HEIC, HEVC-coded in 512 × 512 tiles (8 × 6, the last
// column and row cut by the grid) with EXIF. sharp cannot write HEVC and ffmpeg has no HEIF muxer, so
// ffmpeg's x265 codes the tiles and heif-file.ts writes the container around them.
import sharp from 'sharp';
import { ffmpeg } from '../ffmpeg.ts';
import { fourcc, ispe, nclx, u8, u16, u32 } from './heif-boxes.ts';
import { heifFile } from './heif-file.ts';
import { hvcC, nalUnits, pictures } from './hevc-stream.ts';

export const HEIC_WIDTH = 4032;
export const HEIC_HEIGHT = 3024;
const TILE = 512;
const COLUMNS = Math.ceil(HEIC_WIDTH / TILE);
const ROWS = Math.ceil(HEIC_HEIGHT / TILE);

/** The picture padded to whole tiles and cut into them, row by row, as consecutive raw RGB frames. */
async function tiles(image: Buffer): Promise<Buffer> {
  const padded = await sharp(image)
    .resize(HEIC_WIDTH, HEIC_HEIGHT, { fit: 'fill' })
    .extend({ right: COLUMNS * TILE - HEIC_WIDTH, bottom: ROWS * TILE - HEIC_HEIGHT, extendWith: 'copy' })
    .removeAlpha()
    .raw()
    .toBuffer();
  const rowBytes = COLUMNS * TILE * 3;
  const out = Buffer.alloc(padded.length);
  let at = 0;
  for (let tile = 0; tile < COLUMNS * ROWS; tile++) {
    const [left, top] = [(tile % COLUMNS) * TILE, Math.floor(tile / COLUMNS) * TILE];
    for (let y = top; y < top + TILE; y++)
      at += padded.copy(out, at, y * rowBytes + left * 3, y * rowBytes + (left + TILE) * 3);
  }
  return out;
}

/** Each tile an intra picture, full-range BT.601 4:2:0 as the colr box below says. */
async function hevcTiles(raw: Buffer): Promise<Buffer> {
  return ffmpeg(
    [
      ...['-f', 'rawvideo', '-pix_fmt', 'rgb24', '-s', `${TILE}x${TILE}`, '-r', '1', '-i', 'pipe:0'],
      ...['-vf', 'scale=out_color_matrix=bt601:out_range=full', '-pix_fmt', 'yuvj420p'],
      ...['-c:v', 'libx265', '-preset', 'ultrafast', '-crf', '22'],
      ...['-x265-params', 'keyint=1:info=0:log-level=error:range=full:colormatrix=bt470bg'],
      ...['-f', 'hevc', 'pipe:1'],
    ],
    raw,
  );
}

/** The APP1 payload ("Exif\0\0" and the TIFF block) sharp writes into a JPEG. */
async function exifBlock(takenAt: string): Promise<Buffer> {
  const jpeg = await sharp({ create: { width: 8, height: 8, channels: 3, background: 'grey' } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'Apple', Model: 'iPhone 15' },
      IFD2: { DateTimeOriginal: takenAt, OffsetTimeOriginal: '+09:00' },
    })
    .toBuffer();
  const start = jpeg.indexOf('Exif\0\0', 0, 'latin1');
  if (start < 4 || jpeg[start - 4] !== 0xff || jpeg[start - 3] !== 0xe1) throw new Error('no EXIF segment');
  return jpeg.subarray(start, start - 2 + jpeg.readUInt16BE(start - 2));
}

/** `image` (any size sharp reads; stretched to 4:3) as an iPhone HEIC taken at `takenAt` (EXIF form). */
export async function iphoneHeic(image: Buffer, takenAt: string): Promise<Buffer> {
  const units = nalUnits(await hevcTiles(await tiles(image)));
  const coded = pictures(units);
  if (coded.length !== COLUMNS * ROWS)
    throw new Error(`x265 coded ${coded.length} tiles, not ${COLUMNS * ROWS}`);
  const grid = Buffer.concat([
    u8(0),
    u8(0),
    u8(ROWS - 1),
    u8(COLUMNS - 1),
    u16(HEIC_WIDTH),
    u16(HEIC_HEIGHT),
  ]);
  const exif = Buffer.concat([u32(6), await exifBlock(takenAt)]);
  const gridId = coded.length + 1;
  const exifId = gridId + 1;
  // Properties: 1 hvcC, 2 tile size, 3 picture size, 4 colour.
  const properties = [hvcC(units), ispe(TILE, TILE), ispe(HEIC_WIDTH, HEIC_HEIGHT), nclx(1, 13, 6, true)];
  const tileItems = coded.map((data, i) => ({
    id: i + 1,
    type: 'hvc1' as const,
    data,
    hidden: true,
    properties: [1, 2, 4],
    essential: true,
  }));
  return heifFile({
    primary: gridId,
    items: [
      ...tileItems,
      { id: gridId, type: 'grid', data: grid, properties: [3, 4] },
      { id: exifId, type: 'Exif', data: exif, properties: [] },
    ],
    properties,
    references: [
      { type: 'dimg', from: gridId, to: tileItems.map((t) => t.id) },
      { type: 'cdsc', from: exifId, to: [gridId] },
    ],
  });
}

/** Whether `bytes` start like a HEIC file (major brand heic), for the bench's own check. */
export const isHeic = (bytes: Buffer) =>
  bytes.subarray(4, 12).equals(Buffer.concat([fourcc('ftyp'), fourcc('heic')]));
