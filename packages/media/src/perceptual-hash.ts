import phash from 'sharp-phash';

/** 64-bit perceptual hash as 16 hex digits: burst shots of one scene differ in few bits. */
export async function perceptualHashOf(image: Uint8Array): Promise<string> {
  const bits = await phash(Buffer.from(image));
  return BigInt(`0b${bits}`).toString(16).padStart(16, '0');
}

/** Number of differing bits between two hashes of perceptualHashOf. */
export function hammingDistance(a: string, b: string): number {
  let diff = BigInt(`0x${a}`) ^ BigInt(`0x${b}`);
  let count = 0;
  while (diff > 0n) {
    count += Number(diff & 1n);
    diff >>= 1n;
  }
  return count;
}
