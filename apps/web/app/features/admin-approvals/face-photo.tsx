import type { ApprovalReference } from '@hibi/contract';

interface FacePhotoProps {
  reference: ApprovalReference;
  /** Alternative text: whose photo this is. */
  alt: string;
  size: 'thumb' | 'large';
}

/**
 * A reference photo with the faces the face check kept outlined. Boxes are fractions of the
 * upright photo, so they are placed in percentages over the image at whatever size it shows.
 */
export function FacePhoto({ reference, alt, size }: FacePhotoProps) {
  return (
    <span className={`approval-photo approval-photo-${size}`}>
      <img src={reference.url} alt={alt} loading="lazy" decoding="async" />
      {size === 'large'
        ? reference.faces.map((face) => (
            <span
              key={`${face.box.x}:${face.box.y}`}
              className="approval-face"
              aria-hidden="true"
              style={{
                left: `${face.box.x * 100}%`,
                top: `${face.box.y * 100}%`,
                width: `${face.box.width * 100}%`,
                height: `${face.box.height * 100}%`,
              }}
            />
          ))
        : null}
    </span>
  );
}
