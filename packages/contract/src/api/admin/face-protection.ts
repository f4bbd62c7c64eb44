import type { adminFaceProtectionSchemas } from '../../admin/face-protection.ts';
import { areaApi } from '../endpoint.ts';

/** 掲載NG of a child, and the photos blurred for it, from the console's family page. */
export const adminFaceProtectionApi = areaApi<typeof adminFaceProtectionSchemas>('admin', 'staff', {
  set: {
    route: 'PUT /api/admin/children/:childId/face-protection',
    operationId: 'setFaceProtection',
    summary: "Turns a child's 掲載NG on or off",
    description: "掲載NG on or off: other families get the child's face blurred, or not the photo at all.",
  },
  redactions: {
    route: 'GET /api/admin/children/:childId/redactions',
    operationId: 'listChildRedactions',
    summary: "The photos in which the child's face was blurred",
    description: "The photos in which the child's face was blurred for other families, and why.",
  },
});
