/** Where the day's files go, in large type before the first file: a nursery is never a guess. */
export function UploadTarget({ name }: { name: string | undefined }) {
  return name ? (
    <p className="upload-target">
      <span className="upload-target-label">アップロード先</span>
      <strong className="upload-target-name">{name}</strong>
    </p>
  ) : (
    <p className="upload-target is-missing">上の「施設」で、写真を送る施設を選んでください。</p>
  );
}
