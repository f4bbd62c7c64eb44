import { referenceApi } from '@hibi/contract';
import { requireFamilyRole } from '../../auth/require-family-role.ts';
import type { AppContext } from '../../context.ts';
import type { ApiInstance } from '../api-instance.ts';
import { serve } from '../serve.ts';
import { issueReferenceTicketsService } from './issue-reference-tickets.service.ts';
import { listReferencesService } from './list-references.service.ts';
import { registerReferencesService } from './register-references.service.ts';
import { removeReferenceService } from './remove-reference.service.ts';

/** A family's reference photos after approval: children grow, so new photos keep them found. */
export function referenceRoutes(app: ApiInstance, context: AppContext) {
  const list = listReferencesService(context);
  const issue = issueReferenceTicketsService(context);
  const register = registerReferencesService(context);
  const remove = removeReferenceService(context);
  // 保護者 only: a 家族 gets 403 (DESIGN.md §3a).
  const preHandler = requireFamilyRole(context, 'referencePhotos');

  serve(app, referenceApi.list, { preHandler }, (request) =>
    list(request.guardianId, request.params.childId),
  );
  serve(app, referenceApi.issueTickets, { preHandler }, async (request) => ({
    userReferenceMediaList: await issue(request.guardianId, request.params.childId),
  }));
  serve(app, referenceApi.register, { preHandler }, async (request) => {
    await register(request.guardianId, request.params.childId, request.body.targetReferenceIds);
    return {};
  });
  serve(app, referenceApi.remove, { preHandler }, async (request) => {
    await remove(request.guardianId, request.params.childId, request.params.referenceId);
    return {};
  });
}
