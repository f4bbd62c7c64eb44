/**
 * The exact byte length of the ZIP streamMediaArchive writes for entries all stored as they are
 * (archiver 8 / compress-commons 7): per entry a local header (30 bytes and the name), the data,
 * a data descriptor (16; a stream's size is learned as it goes) and a central header (46 and the
 * name); then the end record (22). Null when ZIP64 records would be needed (over 65,535 entries or
 * 4 GiB), whose layout is not worth predicting: that ZIP goes without a length.
 */
export function storedZipLength(entries: { name: string; size: number }[]): number | null {
  if (entries.length >= 0xffff) return null;
  let local = 0;
  let central = 0;
  for (const entry of entries) {
    const name = Buffer.byteLength(entry.name);
    local += 30 + name + entry.size + 16;
    central += 46 + name;
  }
  if (local >= 0xffffffff || central >= 0xffffffff) return null;
  return local + central + 22;
}
