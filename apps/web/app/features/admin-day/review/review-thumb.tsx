/** A review item's signed thumbnail, or a blank square while the media is being made. */
export function ReviewThumb({ url, label }: { url: string | null; label: string }) {
  return url ? (
    <img className="review-thumb" src={url} alt={label} loading="lazy" width={160} height={160} />
  ) : (
    <span className="review-thumb review-thumb-empty" role="img" aria-label={label} />
  );
}
