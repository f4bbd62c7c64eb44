import type { Database } from '@hibi/db';
import { mediaAccessRepository } from '../repositories/media-access.repository.ts';
import type { Visibility } from '../repositories/visible-media.ts';

const uuid = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const viewerPattern = new RegExp(`^(${uuid})\\.(${uuid})$`);
const mediaKeyPattern = new RegExp(`^media/${uuid}/(${uuid})/[a-z0-9.-]+$`);

/** The viewer a family's media URL is signed for (ReadUrlOptions.viewer): the guardian and the child. */
export const mediaViewer = ({ guardianId, childId }: Visibility): string => `${guardianId}.${childId}`;

export function parseMediaViewer(viewer: string): Visibility | null {
  const match = viewerPattern.exec(viewer);
  return match?.[1] && match[2] ? { guardianId: match[1], childId: match[2] } : null;
}

/**
 * Asked by the media route at each read of a URL signed for a viewer (issue 42): the delivery must
 * still stand (not taken back or returned), the guardian still be an approved member of the child's
 * family, and the object be a size that viewer gets (a blurred one where a protected child is in it). A URL a family already holds stops opening the moment that ends, not when it expires.
 */
export function mediaViewerCheck(db: Database) {
  const access = mediaAccessRepository(db);
  return async (viewer: string, key: string): Promise<boolean> => {
    const who = parseMediaViewer(viewer);
    const mediaId = mediaKeyPattern.exec(key)?.[1];
    if (!who || !mediaId) return false;
    return access.visible(who, mediaId, key);
  };
}
