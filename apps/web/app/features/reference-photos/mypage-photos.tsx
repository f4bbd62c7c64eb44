import { MypageScreen } from '~/components/mypage-screen';
import { useChildren } from '~/features/children/use-children';
import { mypageMeta } from '~/lib/mypage-entry';
import { ChildPhotos } from './child-photos';

export { clientLoader, HydrateFallback } from '~/features/app-frame/approved-page';
export const meta = mypageMeta('/mypage/photos/');

/** The first child's reference photos (a brother's or sister's are on their own screen). */
export default function MypagePhotos() {
  const child = useChildren().data?.[0];
  return (
    <MypageScreen
      path="/mypage/photos/"
      lead="お子さまの成長にあわせて最近の写真を追加すると、園の写真からお子さまをより確実に見つけて、お届けできます。"
    >
      <ChildPhotos childId={child?.childId} />
    </MypageScreen>
  );
}
