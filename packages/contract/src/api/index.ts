// The API's endpoints without their schemas, for the browser (`@hibi/contract/api`, zod-free:
// decision 0017); the server imports the same names from `@hibi/contract`, schemas bound.

export { contactApi } from './contact.ts';
export * from './endpoint.ts';
export { healthApi } from './health.ts';
export { notificationApi } from './notifications.ts';
export { photoMovieApi } from './photomovies.ts';
export { pushApi } from './push.ts';
export { timelineApi } from './timeline.ts';
