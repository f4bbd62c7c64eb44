// Japanese reasons shown to staff for an upload the pipeline could not use.

export const unreadableImage =
  'この写真を読み込めませんでした。HEIC形式など未対応の形式の場合は、JPEG・PNG・WebP形式に変換して再度アップロードしてください。';

export const unreadableVideo =
  'この動画を読み込めませんでした。MP4またはMOV形式の動画を再度アップロードしてください。';

export const originalMissing =
  'アップロードされたファイルが見つかりませんでした。もう一度アップロードしてください。';
