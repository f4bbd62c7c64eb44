import { Film, ImageIcon } from 'lucide-react';
import { useEffect, useState } from 'react';

/** Kinds a browser draws itself; an iPhone's HEIC is shown as an icon instead. */
const drawable = /^image\/(jpeg|png|webp|gif|avif)$/;

/**
 * A small picture of a chosen file, so a teacher sees which photo is which rather than
 * IMG_0107.JPG; its object URL lives as long as the row.
 */
export function FileThumb({ blob, type }: { blob: Blob; type: string }) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!drawable.test(type)) return;
    const made = URL.createObjectURL(blob);
    setUrl(made);
    return () => URL.revokeObjectURL(made);
  }, [blob, type]);
  if (url) return <img className="upload-thumb" src={url} alt="" loading="lazy" decoding="async" />;
  const Icon = type.startsWith('video/') ? Film : ImageIcon;
  return (
    <span className="upload-thumb upload-thumb-icon" aria-hidden="true">
      <Icon size={20} />
    </span>
  );
}
