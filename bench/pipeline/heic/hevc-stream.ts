// An HEVC stream as HEIF stores it: the parameter sets in an hvcC box, and each picture's NAL units
// with 4-byte lengths instead of the stream's start codes (ISO/IEC 14496-15).
import { box, u8, u16 } from './heif-boxes.ts';

const VPS = 32;
const SPS = 33;
const PPS = 34;
const typeOf = (nal: Buffer) => ((nal[0] ?? 0) >> 1) & 0x3f;

/** The NAL units of an Annex B stream (each after a 00 00 01 start code). */
export function nalUnits(stream: Buffer): Buffer[] {
  const startCode = Buffer.from([0, 0, 1]);
  const units: Buffer[] = [];
  let at = stream.indexOf(startCode);
  while (at >= 0) {
    const next = stream.indexOf(startCode, at + 3);
    let end = next < 0 ? stream.length : next;
    // The zero before a 4-byte start code belongs to it, not to this unit.
    while (end > at + 3 && stream[end - 1] === 0) end--;
    units.push(stream.subarray(at + 3, end));
    at = next;
  }
  return units;
}

/** The coded pictures, each its slices with 4-byte lengths; SEI and delimiters are left out. */
export function pictures(units: Buffer[]): Buffer[] {
  const slices: Buffer[][] = [];
  for (const nal of units) {
    if (typeOf(nal) >= 32) continue;
    // first_slice_segment_in_pic_flag: the first bit after the 2-byte NAL header.
    if (((nal[2] ?? 0) & 0x80) !== 0 || slices.length === 0) slices.push([]);
    const lengthPrefix = Buffer.alloc(4);
    lengthPrefix.writeUInt32BE(nal.length);
    slices.at(-1)?.push(lengthPrefix, nal);
  }
  return slices.map((parts) => Buffer.concat(parts));
}

/** The bytes of a NAL unit's payload without its emulation prevention bytes (00 00 03). */
function payload(nal: Buffer): Buffer {
  const out: number[] = [];
  for (let i = 2; i < nal.length; i++) {
    const byte = nal[i] ?? 0;
    if (byte === 3 && out.at(-1) === 0 && out.at(-2) === 0) continue;
    out.push(byte);
  }
  return Buffer.from(out);
}

/** The decoder configuration for 8-bit 4:2:0 pictures, from the stream's first VPS, SPS and PPS. */
export function hvcC(units: Buffer[]): Buffer {
  const first = (type: number) => {
    const nal = units.find((unit) => typeOf(unit) === type);
    if (!nal) throw new Error(`the HEVC stream has no parameter set of type ${type}`);
    return nal;
  };
  const sets = [first(VPS), first(SPS), first(PPS)];
  // The SPS's profile_tier_level: profile, compatibility and constraint flags, level (12 bytes).
  const profileTierLevel = payload(first(SPS)).subarray(1, 13);
  const arrays = sets.map((nal) => Buffer.concat([u8(0x80 | typeOf(nal)), u16(1), u16(nal.length), nal]));
  return box(
    'hvcC',
    u8(1),
    profileTierLevel,
    u16(0xf000), // no spatial segmentation
    u8(0xfc), // parallelism unknown
    u8(0xfc | 1), // chroma 4:2:0
    u8(0xf8), // luma 8 bits
    u8(0xf8), // chroma 8 bits
    u16(0), // no frame rate: still pictures
    u8(0x0f), // one temporal layer, nested, 4-byte lengths
    u8(arrays.length),
    ...arrays,
  );
}
