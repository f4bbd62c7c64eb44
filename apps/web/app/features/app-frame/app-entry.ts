import { metaOf, pageIn } from '~/lib/page-meta';
import { appFramePages } from './pages';

export type AppFramePath = (typeof appFramePages)[number]['path'];

/** An app page's catalogue entry, from its own list (the whole catalogue stays off the app's path). */
export const appFrameEntry = (path: AppFramePath) => pageIn(appFramePages, path);
export const appFrameMeta = (path: AppFramePath) => metaOf(appFrameEntry(path));
