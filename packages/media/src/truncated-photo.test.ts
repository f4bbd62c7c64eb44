import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { makeImageDerivatives } from './image-derivatives.ts';

/** A noisy JPEG (so its scan is long) with its last 40 % cut off, as an interrupted transfer leaves it. */
async function truncatedJpeg() {
  const noise = { type: 'gaussian', mean: 128, sigma: 30 } as const;
  const whole = await sharp({
    create: { width: 400, height: 300, channels: 3, background: '#808080', noise },
  })
    .jpeg()
    .toBuffer();
  return whole.subarray(0, Math.floor(whole.length * 0.6));
}

describe('a truncated JPEG', () => {
  it('is kept: browsers show it, so its derivatives are made of what decodes', async () => {
    const cut = await truncatedJpeg();
    await expect(sharp(cut, { failOn: 'truncated' }).raw().toBuffer()).rejects.toThrow(/premature end/i);
    const result = await makeImageDerivatives(cut);
    expect([result.width, result.height]).toEqual([400, 300]);
    // The download is a whole JPEG again, not the cut file.
    const whole = sharp(result.full, { failOn: 'truncated' });
    expect((await whole.metadata()).format).toBe('jpeg');
    const { info } = await whole.raw().toBuffer({ resolveWithObject: true });
    expect([info.width, info.height]).toEqual([400, 300]);
    expect((await sharp(result.thumbnail).metadata()).format).toBe('webp');
  });

  it('still fails bytes that are no image at all', async () => {
    await expect(makeImageDerivatives(Buffer.from('not a photo'))).rejects.toThrow();
  });
});
