import { rgbaToThumbHash } from 'thumbhash';
import { describe, expect, it } from 'vitest';
import { averageColor, knownPlaceholderUrl, placeholderUrl } from './thumbhash-url';

/** The ThumbHash (base64) of an 8 × 8 image of one colour. */
function hashOf(r: number, g: number, b: number): string {
  const rgba = new Uint8Array(8 * 8 * 4).map((_, index) => [r, g, b, 255][index % 4] as number);
  return btoa(String.fromCharCode(...rgbaToThumbHash(8, 8, rgba)));
}

describe('ThumbHash stand-ins', () => {
  it('reads the average colour from the hash alone', () => {
    const color = averageColor(hashOf(230, 120, 40));
    const [r, g, b] = (/^rgb\((\d+) (\d+) (\d+)\)$/.exec(color ?? '') ?? []).slice(1).map(Number);
    expect(Math.abs((r ?? 0) - 230)).toBeLessThanOrEqual(8);
    expect(Math.abs((g ?? 0) - 120)).toBeLessThanOrEqual(8);
    expect(Math.abs((b ?? 0) - 40)).toBeLessThanOrEqual(8);
  });

  it('keeps a decoded stand-in, so a row scrolled back to does not decode it again', () => {
    const hash = hashOf(10, 200, 90);
    expect(knownPlaceholderUrl(hash)).toBeUndefined();
    const url = placeholderUrl(hash);
    expect(url).toMatch(/^data:image\/png;base64,/);
    expect(knownPlaceholderUrl(hash)).toBe(url);
  });

  it('answers null for no hash or a damaged one, never throws', () => {
    expect(averageColor(null)).toBeNull();
    expect(placeholderUrl(null)).toBeNull();
    expect(averageColor('@@not base64')).toBeNull();
    expect(placeholderUrl('@@not base64')).toBeNull();
  });
});
