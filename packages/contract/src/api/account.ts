import type { accountSchemas } from '../account.ts';
import { areaApi } from './endpoint.ts';

/** The signed-in guardian's account (specification §7): who they are, their name, children and nursery. */
export const accountApi = areaApi<typeof accountSchemas>('account', 'guardian', {
  userInfo: {
    route: 'GET /api/users/userInfo',
    operationId: 'getUserInfo',
    summary: 'Who is signed in',
  },
  profile: {
    route: 'GET /api/users/:userId/profile',
    operationId: 'getProfile',
    summary: "The guardian's own name",
  },
  updateProfile: {
    route: 'PUT /api/users/:userId/profile',
    operationId: 'updateProfile',
    summary: "Sets the guardian's own name (a 家族 who joined by invitation gives it first)",
  },
  children: {
    route: 'GET /api/users/:userId/children',
    operationId: 'listChildren',
    summary: "The guardian's children",
  },
  childGroup: {
    route: 'GET /api/groups/children/:childId',
    operationId: 'getChildGroup',
    summary: "A child's nursery",
  },
});
