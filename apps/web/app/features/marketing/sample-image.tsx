import type { SampleImage } from './sample-content';

/** A sample image with its size written out, so nothing jumps while it loads. */
export function SampleImg({ image, lazy = true }: { image: SampleImage; lazy?: boolean }) {
  return (
    <img
      src={image.src}
      alt={image.alt}
      width={image.width}
      height={image.height}
      loading={lazy ? 'lazy' : 'eager'}
      decoding="async"
    />
  );
}
