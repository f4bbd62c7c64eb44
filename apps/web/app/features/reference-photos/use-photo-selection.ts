import type { ReferenceCheck } from '@hibi/contract';
import { useEffect, useRef, useState } from 'react';

export interface SelectedPhoto {
  id: string;
  file: File;
  /** Object URL for the preview; revoked when the photo is removed. */
  previewUrl: string;
  /** 0…1 while uploading, null before and after. */
  progress: number | null;
  /** The ticket's reference id once the photo is in storage. */
  referenceId: string | null;
  /** Its face check, once asked (decision 0039). */
  check: ReferenceCheck | null;
  /** Why it could not be uploaded, for the family. */
  failure: string | null;
}

/** Matches the storage's limit for one reference photo (a phone photo fits easily). */
export const MAX_PHOTO_BYTES = 20 * 1024 * 1024;

let nextId = 0;

/**
 * The photos chosen, with previews that are released when no longer shown; `onAdded` is told of
 * each batch taken (to upload it at once).
 */
export function usePhotoSelection(onAdded?: (photos: SelectedPhoto[]) => void) {
  const [photos, setPhotos] = useState<SelectedPhoto[]>([]);
  const latest = useRef(photos);
  latest.current = photos;
  useEffect(
    () => () => {
      for (const photo of latest.current) URL.revokeObjectURL(photo.previewUrl);
    },
    [],
  );
  const update = (id: string, change: Partial<SelectedPhoto>) =>
    setPhotos((current) => current.map((photo) => (photo.id === id ? { ...photo, ...change } : photo)));

  return {
    photos,
    /** The photo as it stands now, outside React's render (for async work). */
    find: (id: string) => latest.current.find((photo) => photo.id === id),
    /** Adds image files; answers the names it refused (not an image, or too large). */
    add(files: Iterable<File>): string[] {
      const refused: string[] = [];
      const added: SelectedPhoto[] = [];
      for (const file of files) {
        if (!file.type.startsWith('image/') && !/\.(heic|heif)$/i.test(file.name)) refused.push(file.name);
        else if (file.size > MAX_PHOTO_BYTES) refused.push(file.name);
        else {
          nextId += 1;
          const previewUrl = URL.createObjectURL(file);
          added.push({
            id: `photo-${nextId}`,
            file,
            previewUrl,
            progress: null,
            referenceId: null,
            check: null,
            failure: null,
          });
        }
      }
      latest.current = [...latest.current, ...added];
      setPhotos((current) => [...current, ...added]);
      if (added.length) onAdded?.(added);
      return refused;
    },
    remove(id: string) {
      const removed = latest.current.find((photo) => photo.id === id);
      if (removed) URL.revokeObjectURL(removed.previewUrl);
      latest.current = latest.current.filter((photo) => photo.id !== id);
      setPhotos((current) => current.filter((photo) => photo.id !== id));
    },
    update,
    setProgress: (id: string, progress: number | null) => update(id, { progress }),
  };
}

export type PhotoSelection = ReturnType<typeof usePhotoSelection>;
