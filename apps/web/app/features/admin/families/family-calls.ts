import { adminFamilyApi } from '@hibi/contract/api';
import { adminCall } from '~/features/admin/session/admin-request';

/** The family an approval's look-alike belongs to, with its children and 保護者. */
export const fetchAdminFamily = (familyId: string) =>
  adminCall(adminFamilyApi.detail, { params: { familyId } });
