/** A rectangle as fractions (0..1) of the upright image's width and height, so it survives resizing. */
export type FaceBox = { x: number; y: number; width: number; height: number };

/** A point as fractions (0..1) of the upright image's width and height. */
export type FacePoint = { x: number; y: number };

/** Five points in image terms: `leftEye` is the eye with the smaller x, whoever's eye it is. */
export type FaceLandmarks = {
  leftEye: FacePoint;
  rightEye: FacePoint;
  nose: FacePoint;
  mouthLeft: FacePoint;
  mouthRight: FacePoint;
};

/** What the engine could tell about how usable a face is; a field is absent when not measured. */
export type FaceQualityHints = {
  /** Side of the face box in pixels of the upright original image. */
  sizePx: number;
  /** Head turn left/right and up/down in degrees; 0 is facing the camera. */
  yawDegrees?: number;
  pitchDegrees?: number;
  rollDegrees?: number;
  /** Eyelid gap over eye height, the smaller of the two eyes; below ~0.2 the eyes are closed. */
  eyeOpenness?: number;
  /** The expression model's 'happy' probability, 0..1. */
  smile?: number;
  /** Standard deviation of the Laplacian of the face at 112 px (grey levels); higher is sharper. */
  sharpness?: number;
  /** Mean grey level of the inner face, 0 (black) to 1 (white): exposure. */
  brightness?: number;
};

export type DetectedFace = {
  box: FaceBox;
  /** Detector confidence 0..1 (the face-mesh score once the face was confirmed). */
  score: number;
  landmarks?: FaceLandmarks;
  /** L2-normalised face descriptor; compare two with a dot product (cosine similarity). */
  embedding: Float32Array;
  quality: FaceQualityHints;
  /**
   * Set on a face that is not a real human face (a drawing, an animal; engine/human-face.ts), only by
   * an engine created with `nonHuman: 'mark'`; other engines leave such faces out.
   */
  notHuman?: true;
};

/**
 * A photo already decoded by the caller (decode once: the pipeline makes its derivatives from the
 * same pixels): upright RGB rows, shrunk to at most the engine's working size, and the size of the
 * upright original, in which face sizes are reported.
 */
export type DecodedImage = {
  data: Uint8Array;
  width: number;
  height: number;
  originalWidth: number;
  originalHeight: number;
};

/** One call's choices over the engine's own (FaceEngineOptions). */
export type DetectOptions = {
  /** 'mark': faces that are not real human faces come back with `notHuman: true` (a sign-up check says why). */
  nonHuman?: 'drop' | 'mark';
};

export type FaceEngine = {
  /** Names the model that made the embeddings: embeddings of different models never compare. */
  readonly embeddingModel: string;
  /**
   * Finds the faces in an encoded image (JPEG, PNG, WebP, HEIF…; EXIF orientation is applied) or in
   * one the caller decoded.
   */
  detect(image: Uint8Array | DecodedImage, options?: DetectOptions): Promise<DetectedFace[]>;
  /** Lets go of this engine; the runtime it shared with others in the thread stays loaded. */
  close(): Promise<void>;
};
