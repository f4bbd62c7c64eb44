import { apiErrorSchema } from '@hibi/contract';

/** The error answers a route may give, for the OpenAPI document (all share DESIGN.md §5's shape). */
export const errorResponses = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  429: apiErrorSchema,
} as const;

/** Calls that charge or check a card may also answer 402 (refused) and 409 (already done). */
export const paymentErrorResponses = { ...errorResponses, 402: apiErrorSchema, 409: apiErrorSchema } as const;
