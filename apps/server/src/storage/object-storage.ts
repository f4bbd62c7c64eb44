import type { Readable } from 'node:stream';

/**
 * What a browser needs to POST one file to the server's /storage/upload, which writes it to the
 * storage in use (specification §3's upload ticket; decision 0024).
 */
export type UploadTicket = {
  url: string;
  key: string;
  AWSAccessKeyId: string;
  policy: string;
  signature: string;
  xAmzSecurityToken?: string;
};

/** What an upload must be: checked by the server's upload endpoint, whichever storage (decision 0024). */
export type UploadRules = {
  contentTypes: readonly string[];
  /**
   * The form may leave Content-Type out, as specification §7's form does: the type is then judged
   * from the file's bytes (by the upload endpoint, then by the API's own checks later).
   */
  typeFromBytes?: boolean;
  minBytes: number;
  maxBytes: number;
  expiresInSeconds: number;
};

export type ReadUrlOptions = {
  expiresInSeconds: number;
  /** Sent as Content-Disposition: attachment, so the browser saves rather than shows the file. */
  downloadName?: string;
  /**
   * Who the URL is for (mediaViewer: a guardian and the child it is shown for): the embedded
   * storage's media route checks at each read that the viewer still may see it. A bucket's
   * presigned URL cannot: it lives its few minutes (README, "Object storage").
   */
  viewer?: string;
};

/** Inclusive byte offsets, as in an HTTP Range header. */
export type ByteRange = { start: number; end: number };

/**
 * Where media bytes live: files under DATA_DIR by default, an S3-compatible bucket at scale.
 * Keys are opaque paths such as `media/<facility>/<id>/preview.webp`; they are never guessable
 * from anything a guardian sees, and every URL handed out is signed and short-lived.
 */
export type ObjectStorage = {
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** The object's bytes, or only `range` of them (inclusive offsets, as HTTP Range has them). */
  read(key: string, range?: ByteRange): Promise<Readable>;
  /** The object's size in bytes; null when there is no such object. */
  size(key: string): Promise<number | null>;
  exists(key: string): Promise<boolean>;
  delete(key: string): Promise<void>;
  /** A signed URL the browser may GET until it expires. */
  readUrl(key: string, options: ReadUrlOptions): Promise<string>;
  /**
   * Signed URLs of media items, each given as the keys of its files and answered in their order:
   * the embedded storage signs an item's folder once when its keys are all delivered files of it
   * (docs/decisions/0028), a bucket each file.
   */
  readItemUrls(items: string[][], options: Omit<ReadUrlOptions, 'downloadName'>): Promise<string[][]>;
  /** A signed POST policy letting a browser upload one object at `key`, within `rules`. */
  createUploadTicket(key: string, rules: UploadRules): Promise<UploadTicket>;
};

/** An object's whole body in memory: for images the pipeline decodes anyway. */
export async function readObject(storage: ObjectStorage, key: string): Promise<Buffer> {
  return Buffer.concat(await (await storage.read(key)).toArray());
}
