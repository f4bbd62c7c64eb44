// Where the primary picture of a HEIC is, read by mp4box (decision 0069): its HEVC pictures (one, or
// the tiles of a grid, as iPhones store 12 megapixels in 512 px tiles), their parameter sets, and how
// to put them together. Only what ffmpeg then decodes and heic-tiles.ts assembles; any other shape
// (mirroring, a crop, other codecs, tiles of several sizes) gets no layout, and libheif decodes it.
import { createFile, type Item, Log, MP4BoxBuffer } from 'mp4box';

// mp4box prints what it cannot parse with console.error; here that only means no layout, and
// libheif, which decodes the file next, gives the reason.
Log.error = () => undefined;

export type HeicLayout = {
  /** Parameter sets and every picture as one HEVC Annex B stream, the grid's tiles row by row. */
  stream: Buffer;
  pictures: number;
  tile: { width: number; height: number };
  columns: number;
  /** The picture's size before `rotation`: the tiles' mosaic cut to it. */
  width: number;
  height: number;
  /** Degrees clockwise that make it upright (HEIF's irot turns anticlockwise). */
  rotation: 0 | 90 | 180 | 270;
  /** The nclx colour box's matrix and range, when the file has one (else the stream's own say). */
  colour?: { matrix: 'bt709' | 'bt601' | 'bt2020'; fullRange: boolean };
};

type Box = { type?: string } & Record<string, unknown>;
type Parameter = { data: Uint8Array };
type ParameterArray = Parameter[];

const START_CODE = Buffer.from([0, 0, 0, 1]);
/** HEVC NAL unit types of IDR pictures; 0-31 are coded pictures of any kind. */
const [IDR_W_RADL, IDR_N_LP] = [19, 20];
/** ITU-T H.273 matrix coefficients swscale knows; with any other, the stream's own VUI decides. */
const MATRICES = { 1: 'bt709', 5: 'bt601', 6: 'bt601', 9: 'bt2020' } as const;

export function heicLayout(bytes: Uint8Array): HeicLayout | undefined {
  const file = createFile(true);
  const copy = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength);
  file.appendBuffer(MP4BoxBuffer.fromArrayBuffer(copy, 0));
  file.flush();
  const primary = primaryItem(() => file.getPrimaryItem());
  if (!primary) return undefined;
  const boxes = propertiesOf(primary);
  if (boxes.some((box) => box.type === 'imir' || box.type === 'clap')) return undefined;
  const tiles =
    primary.type === 'grid'
      ? (primary.ref_to ?? []).filter((ref) => ref.type === 'dimg').map((ref) => file.getItem(tileId(ref)))
      : [primary];
  const grid = primary.type === 'grid' ? gridOf(primary.data) : { rows: 1, columns: 1 };
  if (!grid || tiles.length !== grid.rows * grid.columns || tiles.some((t) => t?.type !== 'hvc1'))
    return undefined;
  const first = propertiesOf(tiles[0] as Item);
  const tile = sizeOf(first);
  const config = first.find((box) => box.type === 'hvcC');
  const size = sizeOf(boxes);
  if (!tile || !config || !size) return undefined;
  // Every tile of the same size and coded with the same parameter sets (one hvcC property).
  const alike = (t: Item) => {
    const own = propertiesOf(t);
    const ownSize = sizeOf(own);
    return ownSize?.width === tile.width && ownSize.height === tile.height && own.includes(config);
  };
  const covered = size.width <= grid.columns * tile.width && size.height <= grid.rows * tile.height;
  if (!covered || !tiles.every((t) => t.data && alike(t))) return undefined;
  const parameters = (config.nalu_arrays as ParameterArray[]).flat().map((nalu) => nalu.data);
  const lengthSize = Number(config.lengthSizeMinusOne) + 1;
  const pictures = tiles.map((t) => annexB(t.data as Uint8Array, lengthSize));
  if (pictures.includes(undefined)) return undefined;
  return {
    stream: Buffer.concat([...parameters.flatMap((p) => [START_CODE, p]), ...(pictures as Buffer[])]),
    pictures: tiles.length,
    tile,
    columns: grid.columns,
    ...size,
    rotation: clockwise(Number(boxes.find((box) => box.type === 'irot')?.angle ?? 0)),
    colour: colourOf([...boxes, ...first]),
  };
}

function primaryItem(read: () => Item): Item | undefined {
  try {
    return read();
  } catch {
    return undefined; // not a HEIF file mp4box can read; libheif says why
  }
}

function propertiesOf(item: Item | undefined): Box[] {
  return (item?.properties?.boxes ?? []) as unknown as Box[];
}

function tileId(ref: NonNullable<Item['ref_to']>[number]): number {
  return Number((ref.id as { to_item_ID?: number }).to_item_ID ?? ref.id);
}

function sizeOf(boxes: Box[]) {
  const ispe = boxes.find((box) => box.type === 'ispe');
  const [width, height] = [Number(ispe?.image_width), Number(ispe?.image_height)];
  return width > 0 && height > 0 ? { width, height } : undefined;
}

/** ImageGrid: version, flags (bit 0: 32-bit sizes), rows - 1, columns - 1, then the output size. */
function gridOf(data: Uint8Array | undefined) {
  if (!data || data.length < 8 || data[0] !== 0) return undefined;
  return { rows: (data[2] ?? 0) + 1, columns: (data[3] ?? 0) + 1 };
}

/** irot's angle counts quarter turns anticlockwise. */
function clockwise(quarterTurns: number): HeicLayout['rotation'] {
  return ([0, 270, 180, 90] as const)[quarterTurns % 4] ?? 0;
}

function colourOf(boxes: Box[]): HeicLayout['colour'] {
  const nclx = boxes.find((box) => box.type === 'colr' && box.colour_type === 'nclx');
  const matrix = MATRICES[Number(nclx?.matrix_coefficients) as keyof typeof MATRICES];
  return nclx && matrix ? { matrix, fullRange: Number(nclx.full_range_flag) === 1 } : undefined;
}

/**
 * Length-prefixed NAL units (as HEIF stores them) with start codes instead; undefined if cut short,
 * or if the picture is not an IDR picture: only those ffmpeg surely returns one each, in order.
 */
function annexB(data: Uint8Array, lengthSize: number): Buffer | undefined {
  const view = Buffer.from(data.buffer, data.byteOffset, data.byteLength);
  const parts: Buffer[] = [];
  for (let at = 0; at < view.length; ) {
    if (at + lengthSize > view.length) return undefined;
    const length = view.readUIntBE(at, lengthSize);
    at += lengthSize;
    if (length === 0 || at + length > view.length) return undefined;
    const type = ((view[at] ?? 0) >> 1) & 0x3f;
    if (type < 32 && type !== IDR_W_RADL && type !== IDR_N_LP) return undefined;
    parts.push(START_CODE, view.subarray(at, at + length));
    at += length;
  }
  return Buffer.concat(parts);
}
