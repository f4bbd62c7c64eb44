import { accountApi } from '@hibi/contract';
import { requireGuardian } from '../../auth/require-guardian.ts';
import type { AppContext } from '../../context.ts';
import type { ApiInstance } from '../api-instance.ts';
import { serve } from '../serve.ts';
import { getChildGroup } from './get-child-group.service.ts';
import { getProfile } from './get-profile.service.ts';
import { getUserInfo } from './get-user-info.service.ts';
import { listChildren } from './list-children.service.ts';
import { updateProfile } from './update-profile.service.ts';

/** The signed-in guardian's account reads (specification §7): userInfo, profile, children, group. */
export function accountRoutes(app: ApiInstance, context: AppContext) {
  const signedIn = { preHandler: requireGuardian(context) };

  serve(app, accountApi.userInfo, signedIn, (request) => getUserInfo(context, request.guardianId));
  serve(app, accountApi.profile, signedIn, (request) => getProfile(context, request.guardianId));
  serve(app, accountApi.updateProfile, signedIn, (request) =>
    updateProfile(context, request.guardianId, request.body),
  );
  serve(app, accountApi.children, signedIn, (request) => listChildren(context, request.guardianId));
  serve(app, accountApi.childGroup, signedIn, (request) =>
    getChildGroup(context, request.guardianId, request.params.childId),
  );
}
