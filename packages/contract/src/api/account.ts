import type { accountSchemas } from '../account.ts';
import { areaCalls } from './endpoint.ts';

type Schemas = typeof accountSchemas;
const call = areaCalls('account', 'guardian');

/** The signed-in guardian's account (specification §7): who they are, their name, children and nursery. */
export const accountApi = {
  userInfo: call<Schemas['userInfo']>({
    method: 'GET',
    path: '/api/users/userInfo',
    operationId: 'getUserInfo',
    summary: 'Who is signed in',
  }),
  profile: call<Schemas['profile']>({
    method: 'GET',
    path: '/api/users/:userId/profile',
    operationId: 'getProfile',
    summary: "The guardian's own name",
  }),
  updateProfile: call<Schemas['updateProfile']>({
    method: 'PUT',
    path: '/api/users/:userId/profile',
    operationId: 'updateProfile',
    summary: "Sets the guardian's own name (a 家族 who joined by invitation gives it first)",
  }),
  children: call<Schemas['children']>({
    method: 'GET',
    path: '/api/users/:userId/children',
    operationId: 'listChildren',
    summary: "The guardian's children",
  }),
  childGroup: call<Schemas['childGroup']>({
    method: 'GET',
    path: '/api/groups/children/:childId',
    operationId: 'getChildGroup',
    summary: "A child's nursery",
  }),
};
