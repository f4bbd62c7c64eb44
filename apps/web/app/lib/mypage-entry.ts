import { familyPages } from '~/features/family/pages';
import { mypagePages } from '~/features/mypage/pages';
import { siblingPages } from '~/features/siblings/pages';
import { metaOf, pageIn } from '~/lib/page-meta';

// My page's own screens, and the family's screens (members, brothers and sisters) framed like them.
const screens = [...mypagePages, ...familyPages, ...siblingPages] as const;

export type MypagePath = Exclude<(typeof screens)[number]['path'], '/invite/sample/'>;

/** A my-page screen's catalogue entry, from its own list (the whole catalogue stays off the app's path). */
export const mypageEntry = (path: MypagePath) => pageIn(screens, path);
export const mypageMeta = (path: MypagePath) => metaOf(mypageEntry(path));
