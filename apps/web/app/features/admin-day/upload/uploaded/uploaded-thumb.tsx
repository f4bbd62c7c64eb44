import type { UploadedMediaItem } from '@hibi/contract';
import { Film, ImageIcon } from 'lucide-react';
import { uploadedName } from './uploaded-text';

/** An upload's signed thumbnail, or its kind's icon while it has none (processing, failed). */
export function UploadedThumb({ item, className }: { item: UploadedMediaItem; className: string }) {
  const label = `${uploadedName(item)}の${item.kind === 'video' ? '動画' : '写真'}`;
  if (item.thumbnailUrl)
    return <img className={className} src={item.thumbnailUrl} alt={label} loading="lazy" decoding="async" />;
  const Icon = item.kind === 'video' ? Film : ImageIcon;
  return (
    <span className={`${className} uploaded-thumb-icon`} role="img" aria-label={label}>
      <Icon size={28} aria-hidden="true" />
    </span>
  );
}
