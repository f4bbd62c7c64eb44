// A HEIF file from its items: the layout an iPhone writes (ftyp, meta describing every item, then
// one mdat with the items' bytes), without the thumbnails and depth maps a camera adds.
import { box, fourcc, fullBox, u8, u16, u32 } from './heif-boxes.ts';

export type HeifItem = {
  id: number;
  type: 'hvc1' | 'grid' | 'Exif';
  data: Buffer;
  /** Tiles are hidden: only the grid they make up is an image to show. */
  hidden?: boolean;
  /** 1-based indexes into the properties; the first one named is marked essential when `essential`. */
  properties: number[];
  essential?: boolean;
};

export type HeifLayout = {
  primary: number;
  items: HeifItem[];
  /** The property boxes (hvcC, ispe, colr), numbered from 1 in this order. */
  properties: Buffer[];
  /** Item references, e.g. dimg from the grid to its tiles, cdsc from the EXIF to the image. */
  references: { type: 'dimg' | 'cdsc'; from: number; to: number[] }[];
};

const ftyp = box('ftyp', fourcc('heic'), u32(0), fourcc('mif1'), fourcc('heic'));

function meta(layout: HeifLayout, dataStart: number): Buffer {
  const { items } = layout;
  const offsets: number[] = [];
  let offset = dataStart;
  for (const item of items) {
    offsets.push(offset);
    offset += item.data.length;
  }
  const infe = (item: HeifItem) =>
    fullBox('infe', 2, item.hidden ? 1 : 0, u16(item.id), u16(0), fourcc(item.type), u8(0));
  // One extent per item, 32-bit offsets and lengths counted from the start of the file.
  const location = (item: HeifItem, i: number) =>
    Buffer.concat([u16(item.id), u16(0), u16(1), u32(offsets[i] ?? 0), u32(item.data.length)]);
  const association = (item: HeifItem) =>
    Buffer.concat([
      u16(item.id),
      u8(item.properties.length),
      ...item.properties.map((index, i) => u8(index | (item.essential && i === 0 ? 0x80 : 0))),
    ]);
  const reference = (r: HeifLayout['references'][number]) =>
    box(r.type, u16(r.from), u16(r.to.length), ...r.to.map(u16));
  return fullBox(
    'meta',
    0,
    0,
    fullBox('hdlr', 0, 0, u32(0), fourcc('pict'), u32(0), u32(0), u32(0), u8(0)),
    fullBox('pitm', 0, 0, u16(layout.primary)),
    fullBox('iloc', 0, 0, u8(0x44), u8(0), u16(items.length), ...items.map(location)),
    fullBox('iinf', 0, 0, u16(items.length), ...items.map(infe)),
    fullBox('iref', 0, 0, ...layout.references.map(reference)),
    box(
      'iprp',
      box('ipco', ...layout.properties),
      fullBox('ipma', 0, 0, u32(items.length), ...items.map(association)),
    ),
  );
}

export function heifFile(layout: HeifLayout): Buffer {
  // The offsets have a fixed width, so the meta box is as long whatever they are.
  const metaLength = meta(layout, 0).length;
  const dataStart = ftyp.length + metaLength + 8;
  const data = layout.items.map((item) => item.data);
  return Buffer.concat([ftyp, meta(layout, dataStart), box('mdat', ...data)]);
}
