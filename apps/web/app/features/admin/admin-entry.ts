import { metaOf, pageIn } from '~/lib/page-meta';
import { adminPages } from './pages';

export type AdminPath = (typeof adminPages)[number]['path'];

/** A console page's catalogue entry; a path missing from pages.ts does not compile. */
export const adminEntry = (path: AdminPath) => pageIn(adminPages, path);
/** The page's `meta` export: title "… | 管理画面 | ひびフォト" and noindex. */
export const adminMeta = (path: AdminPath) => metaOf(adminEntry(path));
