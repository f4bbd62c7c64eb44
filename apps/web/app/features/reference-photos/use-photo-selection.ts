import { useEffect, useRef, useState } from 'react';

export interface SelectedPhoto {
  id: string;
  file: File;
  /** Object URL for the preview; revoked when the photo is removed. */
  previewUrl: string;
  /** 0…1 while uploading, null before. */
  progress: number | null;
}

/** Matches the storage's limit for one reference photo (a phone photo fits easily). */
export const MAX_PHOTO_BYTES = 20 * 1024 * 1024;

let nextId = 0;

/** The photos chosen for upload, with previews that are released when no longer shown. */
export function usePhotoSelection() {
  const [photos, setPhotos] = useState<SelectedPhoto[]>([]);
  const latest = useRef(photos);
  latest.current = photos;
  useEffect(
    () => () => {
      for (const photo of latest.current) URL.revokeObjectURL(photo.previewUrl);
    },
    [],
  );

  return {
    photos,
    /** Adds image files; answers the names it refused (not an image, or too large). */
    add(files: Iterable<File>): string[] {
      const refused: string[] = [];
      const added: SelectedPhoto[] = [];
      for (const file of files) {
        if (!file.type.startsWith('image/') && !/\.(heic|heif)$/i.test(file.name)) refused.push(file.name);
        else if (file.size > MAX_PHOTO_BYTES) refused.push(file.name);
        else {
          nextId += 1;
          added.push({ id: `photo-${nextId}`, file, previewUrl: URL.createObjectURL(file), progress: null });
        }
      }
      setPhotos((current) => [...current, ...added]);
      return refused;
    },
    remove(id: string) {
      const removed = latest.current.find((photo) => photo.id === id);
      if (removed) URL.revokeObjectURL(removed.previewUrl);
      setPhotos((current) => current.filter((photo) => photo.id !== id));
    },
    setProgress(id: string, progress: number | null) {
      setPhotos((current) => current.map((photo) => (photo.id === id ? { ...photo, progress } : photo)));
    },
  };
}

export type PhotoSelection = ReturnType<typeof usePhotoSelection>;
