import type { adminFaceProtectionSchemas } from '../../admin/face-protection.ts';
import { areaCalls } from '../endpoint.ts';

type Schemas = typeof adminFaceProtectionSchemas;
const call = areaCalls('admin', 'staff');

/** 掲載NG of a child, and the photos blurred for it, from the console's family page. */
export const adminFaceProtectionApi = {
  set: call<Schemas['set']>({
    method: 'PUT',
    path: '/api/admin/children/:childId/face-protection',
    operationId: 'setFaceProtection',
    summary: "Turns a child's 掲載NG on or off",
    description: "掲載NG on or off: other families get the child's face blurred, or not the photo at all.",
  }),
  redactions: call<Schemas['redactions']>({
    method: 'GET',
    path: '/api/admin/children/:childId/redactions',
    operationId: 'listChildRedactions',
    summary: "The photos in which the child's face was blurred",
    description: "The photos in which the child's face was blurred for other families, and why.",
  }),
};
