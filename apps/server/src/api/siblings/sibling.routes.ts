import { siblingApi } from '@hibi/contract';
import { requireFamilyRole } from '../../auth/require-family-role.ts';
import type { AppContext } from '../../context.ts';
import type { ApiInstance } from '../api-instance.ts';
import { serve } from '../serve.ts';
import { addSibling } from './add-sibling.service.ts';
import { sendSiblingRequest } from './send-sibling-request.service.ts';
import { withdrawSibling } from './withdraw-sibling.service.ts';

/** A 保護者 adds a brother or sister (decision 0043); staff decide it in the approval queue. */
export function siblingRoutes(app: ApiInstance, context: AppContext) {
  const guardianOnly = { preHandler: requireFamilyRole(context, 'referencePhotos') };

  serve(app, siblingApi.add, guardianOnly, (request) =>
    addSibling(context, request.guardianId, request.family.familyId, request.body),
  );
  serve(app, siblingApi.sendRequest, guardianOnly, (request) =>
    sendSiblingRequest(context, request.guardianId, request.family.familyId, request.params.childId),
  );
  serve(app, siblingApi.withdraw, guardianOnly, async (request) => {
    await withdrawSibling(context, request.guardianId, request.family.familyId, request.params.childId);
    return {};
  });
}
