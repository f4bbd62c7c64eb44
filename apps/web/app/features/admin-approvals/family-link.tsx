import type { FamilyGuardian } from '@hibi/contract';
import { Link } from 'react-router';
import { familyText } from './approval-text';

/** An enrolled child's family, named by its guardians, linked to its page in the console. */
export function FamilyLink({ familyId, guardians }: { familyId: string; guardians: FamilyGuardian[] }) {
  return <Link to={`/admin/families/${encodeURIComponent(familyId)}/`}>{familyText({ guardians })}</Link>;
}
