// ISO base media file format boxes, the building blocks of a HEIF file (ISO/IEC 14496-12, 23008-12).

export const u8 = (n: number) => Buffer.from([n]);

export function u16(n: number) {
  const bytes = Buffer.alloc(2);
  bytes.writeUInt16BE(n);
  return bytes;
}

export function u32(n: number) {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32BE(n);
  return bytes;
}

export const fourcc = (code: string) => Buffer.from(code, 'latin1');

export function box(type: string, ...parts: Buffer[]): Buffer {
  const body = Buffer.concat(parts);
  return Buffer.concat([u32(8 + body.length), fourcc(type), body]);
}

/** A box with a version byte and 24 bits of flags before its fields. */
export function fullBox(type: string, version: number, flags: number, ...parts: Buffer[]): Buffer {
  return box(type, u8(version), u8(flags >> 16), u16(flags & 0xffff), ...parts);
}

/** Image spatial extents: the coded size of an item. */
export const ispe = (width: number, height: number) => fullBox('ispe', 0, 0, u32(width), u32(height));

/** Colour as coded: primaries, transfer and matrix (ITU-T H.273) and whether the range is full. */
export const nclx = (primaries: number, transfer: number, matrix: number, fullRange: boolean) =>
  box('colr', fourcc('nclx'), u16(primaries), u16(transfer), u16(matrix), u8(fullRange ? 0x80 : 0));
