import { metaOf, pageIn } from '~/lib/page-meta';
import { guardianPages } from './pages';

export type GuardianPath = (typeof guardianPages)[number]['path'];

/** An app page's catalogue entry, from its own list (the whole catalogue stays off the app's path). */
export const guardianEntry = (path: GuardianPath) => pageIn(guardianPages, path);
export const guardianMeta = (path: GuardianPath) => metaOf(guardianEntry(path));
