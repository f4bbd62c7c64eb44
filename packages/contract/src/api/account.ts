import type { accountSchemas } from '../account.ts';
import { endpoint } from './endpoint.ts';

type Schemas = typeof accountSchemas;
const tag = 'account';

/** The signed-in guardian's account (specification §7): who they are, their name, children and nursery. */
export const accountApi = {
  userInfo: endpoint<Schemas['userInfo']>({
    method: 'GET',
    path: '/api/users/userInfo',
    operationId: 'getUserInfo',
    summary: 'Who is signed in',
    tag,
    access: 'guardian',
  }),
  profile: endpoint<Schemas['profile']>({
    method: 'GET',
    path: '/api/users/:userId/profile',
    operationId: 'getProfile',
    summary: "The guardian's own name",
    tag,
    access: 'guardian',
  }),
  updateProfile: endpoint<Schemas['updateProfile']>({
    method: 'PUT',
    path: '/api/users/:userId/profile',
    operationId: 'updateProfile',
    summary: "Sets the guardian's own name (a 家族 who joined by invitation gives it first)",
    tag,
    access: 'guardian',
  }),
  children: endpoint<Schemas['children']>({
    method: 'GET',
    path: '/api/users/:userId/children',
    operationId: 'listChildren',
    summary: "The guardian's children",
    tag,
    access: 'guardian',
  }),
  childGroup: endpoint<Schemas['childGroup']>({
    method: 'GET',
    path: '/api/groups/children/:childId',
    operationId: 'getChildGroup',
    summary: "A child's nursery",
    tag,
    access: 'guardian',
  }),
};
