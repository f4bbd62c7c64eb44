// The API's endpoints without their schemas, for the browser (`@hibi/contract/api`, zod-free:
// decision 0017); the server imports the same names from `@hibi/contract`, schemas bound.
export { billingApi } from './billing.ts';
export * from './endpoint.ts';
export { photoMovieApi } from './photomovies.ts';
export { timelineApi } from './timeline.ts';
