// Japanese reasons shown to staff for an upload the pipeline could not use.

export const unreadableImage =
  'この写真を読み込めませんでした。ファイルが壊れていないか確認し、JPEG・PNG・WebP・HEIC形式で再度アップロードしてください。';

export const unreadableVideo =
  'この動画を読み込めませんでした。MP4またはMOV形式の動画を再度アップロードしてください。';

export const originalMissing =
  'アップロードされたファイルが見つかりませんでした。もう一度アップロードしてください。';

/** Any other error on an ingest's last try (a clip ffmpeg cannot finish, storage down all along). */
export const ingestFailed = {
  photo:
    'この写真を処理できませんでした。もう一度処理するか、ファイルを確認してアップロードし直してください。',
  video:
    'この動画を処理できませんでした。もう一度処理するか、ファイルを確認してアップロードし直してください。',
} as const;
