export { type ImageDerivatives, makeImageDerivatives } from './image-derivatives.ts';
