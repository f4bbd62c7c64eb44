import type { returnSchemas } from '../returns.ts';
import { areaApi } from './endpoint.ts';

/** A family returns what was delivered to it by mistake. */
export const returnApi = areaApi<typeof returnSchemas>('timeline', 'guardian', {
  notMyChild: {
    route: 'POST /api/:childId/media/:mediaId/not-my-child',
    operationId: 'returnMedia',
    summary: "Returns a wrongly delivered item ('not my child')",
    description:
      "Returns a wrongly delivered item ('not my child'): it leaves this child's timeline at once.",
  },
});
