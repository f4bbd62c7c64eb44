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
