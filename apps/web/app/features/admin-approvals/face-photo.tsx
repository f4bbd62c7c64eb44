import type { ApprovalReference, ReferenceFaceInfo } from '@hibi/contract';

interface FacePhotoProps {
  reference: ApprovalReference;
  /** Alternative text: whose photo this is. */
  alt: string;
}

/**
 * A reference photo with the faces the face check kept outlined. Boxes are fractions of the
 * upright photo, so they are placed in percentages over the image at whatever size it shows.
 */
export function FacePhoto({ reference, alt }: FacePhotoProps) {
  return (
    <span className="approval-photo">
      <img src={reference.url} alt={alt} loading="lazy" decoding="async" />
      {reference.faces.map((face) => (
        <span
          key={`${face.box.x}:${face.box.y}`}
          className={face.used ? 'approval-face' : 'approval-face approval-face-other'}
          aria-hidden="true"
          style={{
            left: `${face.box.x * 100}%`,
            top: `${face.box.y * 100}%`,
            width: `${face.box.width * 100}%`,
            height: `${face.box.height * 100}%`,
          }}
        />
      ))}
    </span>
  );
}

/** Share of the square a face fills in a close-up. */
const faceShare = 0.7;

/**
 * A square close-up of a photo: on its face when one was found (the photo scaled so the face
 * fills most of the square and centred on it), else the whole photo cropped to the square.
 * translate() percentages refer to the image's own size, so this needs no image dimensions.
 */
export function FaceCrop({
  url,
  face,
  alt,
}: {
  url: string;
  face: ReferenceFaceInfo | undefined;
  alt: string;
}) {
  const style = face
    ? {
        width: `${(faceShare / Math.max(face.box.width, 0.01)) * 100}%`,
        transform: `translate(-${(face.box.x + face.box.width / 2) * 100}%, -${(face.box.y + face.box.height / 2) * 100}%)`,
      }
    : undefined;
  return (
    <span className={face ? 'approval-crop approval-crop-face' : 'approval-crop'}>
      <img src={url} alt={alt} loading="lazy" decoding="async" style={style} />
    </span>
  );
}
