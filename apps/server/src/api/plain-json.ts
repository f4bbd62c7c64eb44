/**
 * Writes a route's answer with JSON.stringify, without the zod provider's parse of the answer
 * against its schema: for hot reads whose shape the service's return type already fixes (a
 * timeline page: 60 items, ~200 strings, where the parse took about a tenth of the request). The
 * schema still documents the answer (OpenAPI) and the tests check it.
 */
export const plainJson = () => (data: unknown) => JSON.stringify(data);
