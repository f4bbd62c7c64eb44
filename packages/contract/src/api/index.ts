// The API's endpoints without their schemas, for the browser (`@hibi/contract/api`, zod-free:
// decision 0017); the server imports the same names from `@hibi/contract`, schemas bound.
export { accountApi } from './account.ts';
export { consentApi } from './consents.ts';
export * from './endpoint.ts';
export { groupApi } from './groups.ts';
export { mailDeliveryApi } from './mail-delivery.ts';
export { passwordApi } from './password.ts';
export { photoMovieApi } from './photomovies.ts';
export { sessionApi } from './sessions.ts';
export { signupApi } from './signup.ts';
export { timelineApi } from './timeline.ts';
