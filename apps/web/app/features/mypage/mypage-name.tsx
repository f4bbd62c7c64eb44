import { useNavigate } from 'react-router';
import { MypageScreen } from '~/components/mypage-screen';
import { NameForm } from '~/features/family/name-form';
import { mypageMeta } from '~/lib/mypage-entry';
import { showToast } from '~/lib/toast';

export { clientLoader, HydrateFallback } from '~/features/app-frame/approved-page';
export const meta = mypageMeta('/mypage/name/');

/** The guardian's own name (issue 44, point 8): shown to their family and written in mails. */
export default function MyPageName() {
  const navigate = useNavigate();
  return (
    <MypageScreen path="/mypage/name/" lead="ご家族の一覧や、ひびフォトからのメールに表示されます。">
      <div className="card mypage-card mypage-form-card">
        <NameForm
          submitLabel="保存する"
          onSaved={() => {
            showToast('お名前を保存しました。', 'success');
            navigate('/mypage/', { replace: true });
          }}
        />
      </div>
    </MypageScreen>
  );
}
