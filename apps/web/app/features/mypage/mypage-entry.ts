import { metaOf, pageIn } from '~/lib/page-meta';
import { mypagePages } from './pages';

export type MypagePath = (typeof mypagePages)[number]['path'];

/** A my-page screen's catalogue entry, from its own list (the whole catalogue stays off the app's path). */
export const mypageEntry = (path: MypagePath) => pageIn(mypagePages, path);
export const mypageMeta = (path: MypagePath) => metaOf(mypageEntry(path));
