import sharp from 'sharp';

/**
 * One slideshow frame as JPEG: the whole photo fitted inside width × height (nothing cropped, so a
 * face at the edge stays), over the same photo scaled to cover, blurred and darkened, so a portrait
 * photo in a landscape video has no black bars.
 */
export async function renderFrame(photo: Buffer, width: number, height: number): Promise<Buffer> {
  // Two instances over the same bytes: sharp's clone() would copy them (decision 0068).
  const source = () => sharp(photo, { failOn: 'error' });
  // Blurring a tiny copy and scaling it up is far cheaper than a large-sigma blur at full size;
  // sharp runs one resize per pipeline, hence the two passes.
  const small = await source()
    .resize(Math.ceil(width / 32), Math.ceil(height / 32), { fit: 'cover' })
    .flatten()
    .toColourspace('srgb')
    .blur(2)
    .modulate({ brightness: 0.7 })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const foreground = await source()
    .resize(width, height, { fit: 'inside' })
    .toColourspace('srgb')
    .raw()
    .toBuffer({ resolveWithObject: true });
  return sharp(small.data, { raw: small.info })
    .resize(width, height)
    .blur(10)
    .composite([{ input: foreground.data, raw: foreground.info, gravity: 'centre' }])
    .jpeg({ quality: 90 })
    .toBuffer();
}
