/** The photo and video types staff may upload, with the extension their originals are stored under. */
export const uploadExtensions: Readonly<Record<string, string>> = {
  'image/jpeg': '.jpg',
  'image/png': '.png',
  'image/webp': '.webp',
  'image/heic': '.heic',
  'image/heif': '.heif',
  'video/mp4': '.mp4',
  'video/quicktime': '.mov',
};

export const uploadContentTypes = Object.keys(uploadExtensions);

const typeOfExtension: Readonly<Record<string, string>> = {
  ...Object.fromEntries(Object.entries(uploadExtensions).map(([type, extension]) => [extension, type])),
  '.jpeg': 'image/jpeg',
};

/**
 * A file's content type: the one the browser gives, or when it gives none, the one its name's
 * extension says. Chrome and Firefox on Windows and Linux give none for an iPhone's HEIC, and a
 * folder read by the CLI has only names; '' when neither says.
 */
export function uploadContentType(name: string, given = ''): string {
  if (given) return given;
  const extension = /\.[^.]+$/.exec(name)?.[0]?.toLowerCase() ?? '';
  return typeOfExtension[extension] ?? '';
}

const megabytes = (count: number) => count * 1024 * 1024;

/** The largest file of a kind staff may upload: a long video, or a camera's biggest photo. */
export function uploadSizeLimit(contentType: string): number {
  return contentType.startsWith('video/') ? megabytes(2048) : megabytes(64);
}

/**
 * Why a file cannot be uploaded (Japanese, naming the file), or null when it can: only the
 * photo and video types the pipeline reads, and nothing over the size limit of its kind.
 */
export function uploadRefusal(
  file: { name: string; contentType: string; size: number },
  acceptedTypes: readonly string[],
): string | null {
  if (!acceptedTypes.includes(file.contentType))
    return `${file.name}: この種類のファイルはアップロードできません（写真・動画のみ）。`;
  if (file.size > uploadSizeLimit(file.contentType))
    return `${file.name}: ファイルが大きすぎます（写真は64MB、動画は2GBまで）。`;
  return null;
}
