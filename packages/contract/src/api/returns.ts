import type { returnSchemas } from '../returns.ts';
import { endpoint } from './endpoint.ts';

type Schemas = typeof returnSchemas;

/** A family returns what was delivered to it by mistake. */
export const returnApi = {
  notMyChild: endpoint<Schemas['notMyChild']>({
    method: 'POST',
    path: '/api/:childId/media/:mediaId/not-my-child',
    operationId: 'returnMedia',
    summary: "Returns a wrongly delivered item ('not my child')",
    description:
      "Returns a wrongly delivered item ('not my child'): it leaves this child's timeline at once.",
    tag: 'timeline',
    access: 'guardian',
  }),
};
