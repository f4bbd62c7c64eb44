import { referenceApi } from '@hibi/contract';
import { requireFamilyRole } from '../../auth/require-family-role.ts';
import type { AppContext } from '../../context.ts';
import type { ApiInstance } from '../api-instance.ts';
import { serve } from '../serve.ts';
import { issueReferenceTickets } from './issue-reference-tickets.service.ts';
import { listReferences } from './list-references.service.ts';
import { registerReferences } from './register-references.service.ts';
import { removeReference } from './remove-reference.service.ts';

/** A family's reference photos after approval: children grow, so new photos keep them found. */
export function referenceRoutes(app: ApiInstance, context: AppContext) {
  // 保護者 only: a 家族 gets 403 (DESIGN.md §3a).
  const preHandler = requireFamilyRole(context, 'referencePhotos');

  serve(app, referenceApi.list, { preHandler }, (request) =>
    listReferences(context, request.guardianId, request.params.childId),
  );
  serve(app, referenceApi.issueTickets, { preHandler }, async (request) => ({
    userReferenceMediaList: await issueReferenceTickets(context, request.guardianId, request.params.childId),
  }));
  serve(app, referenceApi.register, { preHandler }, async (request) => {
    const { guardianId, params, body } = request;
    await registerReferences(context, guardianId, params.childId, body.targetReferenceIds);
    return {};
  });
  serve(app, referenceApi.remove, { preHandler }, async (request) => {
    await removeReference(context, request.guardianId, request.params.childId, request.params.referenceId);
    return {};
  });
}
