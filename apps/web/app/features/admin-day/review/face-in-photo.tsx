import type { UndecidedFace } from '@hibi/contract';

type Box = UndecidedFace['box'];
const percent = (fraction: number) => `${(fraction * 100).toFixed(2)}%`;

/** The whole photo with a box on the face in question: two faces of one photo never look alike. */
export function FaceInPhoto({ url, box, label }: { url: string | null; box: Box; label: string }) {
  if (!url) return <span className="review-thumb review-thumb-empty" role="img" aria-label={label} />;
  return (
    <span className="face-photo">
      <img src={url} alt={label} loading="lazy" />
      <span
        className="face-box"
        aria-hidden="true"
        style={{
          left: percent(box.x),
          top: percent(box.y),
          width: percent(box.width),
          height: percent(box.height),
        }}
      />
    </span>
  );
}

/** CROP_PX across, showing the face with a little around it. */
const CROP_PX = 120;

/**
 * The face alone, enlarged: the photo drawn so wide that the face fills the square, and moved so
 * the face's centre is the square's (translate's percentages are of the image's own size).
 */
export function FaceCrop({ url, box, label }: { url: string | null; box: Box; label: string }) {
  if (!url) return null;
  const width = CROP_PX / Math.max(box.width * 1.6, 0.02);
  const centreX = box.x + box.width / 2;
  const centreY = box.y + box.height / 2;
  return (
    <span className="face-crop" role="img" aria-label={label}>
      <img
        src={url}
        alt=""
        loading="lazy"
        style={{ width, transform: `translate(${percent(-centreX)}, ${percent(-centreY)})` }}
      />
    </span>
  );
}
