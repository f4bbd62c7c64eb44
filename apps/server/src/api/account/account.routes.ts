import { accountApi } from '@hibi/contract';
import { requireGuardian } from '../../auth/require-guardian.ts';
import type { AppContext } from '../../context.ts';
import type { ApiInstance } from '../api-instance.ts';
import { serve } from '../serve.ts';
import { accountService } from './account.service.ts';

/** The signed-in guardian's account reads (specification §7): userInfo, profile, children, group. */
export function accountRoutes(app: ApiInstance, context: AppContext) {
  const accounts = accountService(context);
  const signedIn = { preHandler: requireGuardian(context) };

  serve(app, accountApi.userInfo, signedIn, (request) => accounts.userInfo(request.guardianId));
  serve(app, accountApi.profile, signedIn, (request) => accounts.profile(request.guardianId));
  serve(app, accountApi.updateProfile, signedIn, (request) =>
    accounts.setName(request.guardianId, request.body),
  );
  serve(app, accountApi.children, signedIn, (request) => accounts.children(request.guardianId));
  serve(app, accountApi.childGroup, signedIn, (request) =>
    accounts.groupOfChild(request.guardianId, request.params.childId),
  );
}
