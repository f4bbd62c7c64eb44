import { createStore, del, entries, set } from 'idb-keyval';

/** A file chosen for upload and not yet completed, kept in IndexedDB so a closed tab can resume. */
export interface PendingFile {
  id: string;
  facilityCode: string;
  name: string;
  type: string;
  blob: Blob;
}

// Lazily: IndexedDB exists only in the browser, and the console renders only there.
let store: ReturnType<typeof createStore> | undefined;
const pendingStore = () => {
  store ??= createStore('hibi-admin-upload', 'pending-files');
  return store;
};

export const keepPending = (file: PendingFile) => set(file.id, file, pendingStore());
export const forgetPending = (id: string) => del(id, pendingStore());

/** The files a previous visit left unfinished, oldest choice first. */
export async function pendingFiles(): Promise<PendingFile[]> {
  const rows = await entries<string, PendingFile>(pendingStore());
  return rows.map(([, file]) => file);
}
