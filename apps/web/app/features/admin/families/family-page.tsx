import type { AdminFamily } from '@hibi/contract';
import { useQuery } from '@tanstack/react-query';
import { ChevronLeft } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { adminMeta } from '~/features/admin/admin-entry';
import { approvalKeys } from '~/features/admin/admin-keys';
import { AdminScreen } from '~/features/admin/admin-screen';
import { fullName, slashDate } from '~/features/admin/admin-text';
import { LabelledQueryState } from '~/features/admin/labelled-query-state';
import { ChildLeavingPanel } from './child-leaving-panel';
import { FaceProtectionPanel } from './face-protection-panel';
import { fetchAdminFamily } from './family-calls';

export { clientLoader, HydrateFallback } from '~/features/admin/session/staff-page';
export const meta = adminMeta('/admin/families/sample/');

const roleLabel = { guardian: '保護者', member: '家族' } as const;

/**
 * A family as staff check it before an approval (decision 0039): which children it holds, with
 * birthday and class, and who shares them, with their addresses to ask; where staff mark a
 * child as leaving (退園・卒園, decision 0078), and each child's 掲載NG (decision 0077).
 */
export default function FamilyPage() {
  const familyId = useParams().familyId ?? '';
  const family = useQuery({
    queryKey: approvalKeys.family(familyId),
    queryFn: () => fetchAdminFamily(familyId),
  });
  return (
    <AdminScreen path="/admin/families/sample/">
      <Link className="approval-back" to="/admin/approvals/">
        <ChevronLeft aria-hidden="true" size={18} />
        承認待ちの一覧へ
      </Link>
      <LabelledQueryState query={family} label="ご家族の情報">
        {family.data ? (
          <FamilyView
            family={family.data}
            onChanged={async () => {
              await family.refetch();
            }}
          />
        ) : null}
      </LabelledQueryState>
    </AdminScreen>
  );
}

function FamilyView({ family, onChanged }: { family: AdminFamily; onChanged: () => Promise<void> }) {
  return (
    <div className="approval-detail">
      <section aria-labelledby="family-children-title">
        <h2 id="family-children-title">お子さま</h2>
        <ul className="admin-family-list">
          {family.children.map((child) => (
            <li key={child.childId} id={`child-${child.childId}`}>
              <span>
                <strong>{fullName(child)}</strong>さん（{slashDate(child.birthday)}生まれ）
              </span>
              <span>
                {child.facilityName}・{child.className ?? 'クラス未設定'}
                {child.approved ? '' : '・承認前'}
              </span>
              <FaceProtectionPanel child={child} familyId={family.familyId} />
              <ChildLeavingPanel child={child} onChanged={onChanged} />
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="family-members-title">
        <h2 id="family-members-title">保護者・家族</h2>
        <ul className="admin-family-list">
          {family.members.map((member) => (
            <li key={member.guardianId}>
              <span>
                <strong>{fullName(member)}</strong>さん（{roleLabel[member.role]}）
              </span>
              <span className="approval-email">{member.email}</span>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
