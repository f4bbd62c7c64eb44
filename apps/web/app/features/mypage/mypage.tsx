import { Link } from 'react-router';
import { MypageScreen } from '~/components/mypage-screen';
import { planNames } from '~/features/billing/plan-summary';
import { useFamily } from '~/features/family/use-family';
import { useFamilyStanding } from '~/features/family/use-family-standing';
import { sessionAccount } from '~/features/session/session-state';
import { SignOutButton } from '~/features/session/sign-out-button';
import { SiblingsCard } from '~/features/siblings/siblings-card';
import { mypageMeta } from '~/lib/mypage-entry';
import { ChildCard } from './child-card';
import { LeavingNotice } from './download/leaving-notice';
import { useMediaExport } from './download/use-media-export';
import { GuardianCard } from './guardian-card';
import { MypageMenu } from './mypage-menu';

export { clientLoader, HydrateFallback } from '~/features/app-frame/approved-page';
export const meta = mypageMeta('/mypage/');

/** My page (DESIGN §6): who is signed in, the primary child and the others, the settings, and signing out. */
export default function MyPage() {
  const account = sessionAccount.use();
  const family = useFamily();
  const standing = useFamilyStanding();
  const exports = useMediaExport();
  // Signing out empties the account a moment before the sign-in screen replaces this one.
  if (!account) return null;
  return (
    <MypageScreen path="/mypage/" back={false}>
      <LeavingNotice items={exports.data?.children ?? []} />
      <div className="mypage-cards">
        <GuardianCard account={account} role={standing.data?.role} />
        <ChildCard
          child={family.child}
          group={family.group}
          isPending={family.isPending}
          isError={family.isError}
          onRetry={family.retry}
        />
        {standing.data?.role === 'guardian' ? <SiblingsCard /> : null}
      </div>
      <p className="mypage-note">
        ご登録内容の変更をご希望の場合は、<Link to="/parents/contact/?about=account">お問い合わせ</Link>
        からご連絡ください。
      </p>
      <MypageMenu
        planName={planNames[account.user.subscriptionType]}
        guardian={standing.data?.role !== 'member'}
      />
      <div className="mypage-signout">
        <SignOutButton className="button button-block" />
      </div>
    </MypageScreen>
  );
}
