type MediaKeys = Record<
  'originalKey' | 'thumbnailKey' | 'mediumKey' | 'previewKey' | 'posterKey' | 'fullKey' | 'videoKey',
  string | null
>;

/** Every stored file of a media, once each: the original, what the pipeline made, and `more`. */
export function storedKeysOf(item: MediaKeys, more: (string | null)[] = []): string[] {
  const { originalKey, thumbnailKey, mediumKey, previewKey, posterKey, fullKey, videoKey } = item;
  const keys = [originalKey, thumbnailKey, mediumKey, previewKey, posterKey, fullKey, videoKey, ...more];
  return [...new Set(keys.filter((key): key is string => !!key))];
}
