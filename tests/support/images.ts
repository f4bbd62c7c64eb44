// Test support: plain images standing in for photos, and what an image URL serves.
import sharp from 'sharp';

/** A one-colour JPEG of this size. */
export function plainJpeg(width: number, height: number, background = '#8ab4cc'): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background } })
    .jpeg()
    .toBuffer();
}

/** The status of a GET of the URL and the format and size of the image it answers. */
export async function servedImage(url: string) {
  const response = await fetch(url);
  const { format, width, height } = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
  return { status: response.status, format, width, height };
}
