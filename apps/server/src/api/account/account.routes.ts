import {
  childIdParamsSchema,
  childrenResponseSchema,
  groupResponseSchema,
  profileResponseSchema,
  profileUpdateSchema,
  userIdParamsSchema,
  userInfoResponseSchema,
} from '@hibi/contract';
import { assertOwnUser } from '../../auth/authenticate.ts';
import { requireGuardian } from '../../auth/require-guardian.ts';
import type { AppContext } from '../../context.ts';
import type { ApiInstance } from '../api-instance.ts';
import { errorResponses } from '../error-responses.ts';
import { accountService } from './account.service.ts';

const tags = ['account'];
const security = [{ bearer: [] }];

/** The signed-in guardian's account reads (specification §7): userInfo, profile, children, group. */
export function accountRoutes(app: ApiInstance, context: AppContext) {
  const accounts = accountService(context);
  const preHandler = requireGuardian(context);

  app.get(
    '/users/userInfo',
    { preHandler, schema: { tags, security, response: { 200: userInfoResponseSchema, ...errorResponses } } },
    (request) => accounts.userInfo(request.guardianId),
  );

  app.get(
    '/users/:userId/profile',
    {
      preHandler,
      schema: {
        tags,
        security,
        params: userIdParamsSchema,
        response: { 200: profileResponseSchema, ...errorResponses },
      },
    },
    (request) => {
      assertOwnUser(request, request.params.userId);
      return accounts.profile(request.guardianId);
    },
  );

  app.put(
    '/users/:userId/profile',
    {
      preHandler,
      schema: {
        tags,
        security,
        description: "Sets the guardian's own name (a 家族 who joined by invitation gives it first).",
        params: userIdParamsSchema,
        body: profileUpdateSchema,
        response: { 200: profileResponseSchema, ...errorResponses },
      },
    },
    (request) => {
      assertOwnUser(request, request.params.userId);
      return accounts.setName(request.guardianId, request.body);
    },
  );

  app.get(
    '/users/:userId/children',
    {
      preHandler,
      schema: {
        tags,
        security,
        params: userIdParamsSchema,
        response: { 200: childrenResponseSchema, ...errorResponses },
      },
    },
    (request) => {
      assertOwnUser(request, request.params.userId);
      return accounts.children(request.guardianId);
    },
  );

  app.get(
    '/groups/children/:childId',
    {
      preHandler,
      schema: {
        tags,
        security,
        params: childIdParamsSchema,
        response: { 200: groupResponseSchema, ...errorResponses },
      },
    },
    (request) => accounts.groupOfChild(request.guardianId, request.params.childId),
  );
}
