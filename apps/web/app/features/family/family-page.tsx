import { Loaded } from '~/components/load-state';
import { MypageScreen } from '~/components/mypage-screen';
import { sessionAccount } from '~/features/session/session-state';
import { mypageMeta } from '~/lib/mypage-entry';
import { InvitationList } from './invitation-list';
import { InviteForm } from './invite-form';
import { LeaveFamily } from './leave-family';
import { MemberList } from './member-list';
import { useFamilyMembers, useFamilyStanding } from './use-family-standing';

export { clientLoader, HydrateFallback } from '~/features/app-frame/approved-page';
export const meta = mypageMeta('/mypage/family/');

/** The family's members (DESIGN.md §3a): a 保護者 invites and removes; everyone may leave. */
export default function FamilyPage() {
  const userId = sessionAccount.use()?.user.userId;
  const standing = useFamilyStanding();
  const guardian = standing.data?.role === 'guardian';
  const members = useFamilyMembers(guardian);
  const reload = () => members.refetch();
  // The last 保護者 cannot leave (the server refuses it too): the family would have nobody to manage it.
  const guardians = members.data?.members.filter((member) => member.role === 'guardian').length ?? 0;
  const canLeave = standing.data !== undefined && (!guardian || guardians > 1);
  if (!userId) return null;
  return (
    <MypageScreen
      path="/mypage/family/"
      lead="招待したご家族も、同じお子さまの写真をそれぞれのスマートフォンで見て保存できます。"
    >
      <Loaded read={standing} label="ご家族">
        {() =>
          !guardian ? (
            <p className="mypage-note" role="status">
              ご家族の招待とメンバーの管理は、保護者の方が行います。
            </p>
          ) : (
            <Loaded read={members} label="ご家族">
              {({ members: list, memberLimit, invitations }) => (
                <>
                  <h2 className="mypage-section-title">
                    メンバー（{list.length}/{memberLimit}人）
                  </h2>
                  <MemberList userId={userId} members={list} onChanged={reload} />
                  <h2 className="mypage-section-title">招待する</h2>
                  <InviteForm userId={userId} onCreated={reload} />
                  <h2 className="mypage-section-title">使われていない招待</h2>
                  <InvitationList userId={userId} invitations={invitations} onChanged={reload} />
                </>
              )}
            </Loaded>
          )
        }
      </Loaded>
      {canLeave ? (
        <div className="mypage-signout">
          <LeaveFamily userId={userId} />
        </div>
      ) : null}
    </MypageScreen>
  );
}
