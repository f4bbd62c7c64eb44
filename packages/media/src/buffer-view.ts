/**
 * The same bytes as a Buffer, not a copy: `Buffer.from(bytes)` copies them, which for a working
 * image (9 MB) or an original (4 MB) is a few milliseconds of CPU an ingest for nothing.
 */
export function bufferView(bytes: Uint8Array): Buffer {
  return Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}
