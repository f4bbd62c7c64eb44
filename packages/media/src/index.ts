export { type BlurBox, blurFaces } from './blur-faces.ts';
export {
  contentHash,
  contentHasher,
  decodableImage,
  decodablePhoto,
} from './decodable-image.ts';
export {
  type ImageDerivatives,
  makeImageDerivatives,
  makeMediumDerivative,
  makeReferencePreview,
} from './image-derivatives.ts';
export { hammingDistance, perceptualHashOf } from './perceptual-hash.ts';
export { thumbHashOf } from './placeholder.ts';
export { parseExifDate, readShootingTime } from './shooting-time.ts';
export { renderSlideshow, type SlideshowOptions } from './slideshow.ts';
export { ffmpegPath, probeVideo, scaleFilter, transcodeVideo, videoFrameAt } from './video.ts';
export { appleCreationDate, type VideoFacts, videoFactsOf } from './video-facts.ts';
export { WORKING_SIDE, type WorkingImage, workingLongSide } from './working-image.ts';
