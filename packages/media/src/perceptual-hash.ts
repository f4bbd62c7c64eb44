import phash from 'sharp-phash';
import { bufferView } from './buffer-view.ts';
import { sharpInput, type WorkingImage } from './working-image.ts';

/** 64-bit perceptual hash as 16 hex digits: burst shots of one scene differ in few bits. */
export async function perceptualHashOf(image: Uint8Array | WorkingImage): Promise<string> {
  const [input, options] = sharpInput(image);
  const bits = await phash(bufferView(input), options);
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
