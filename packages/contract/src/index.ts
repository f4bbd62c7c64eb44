export { type ApiErrorBody, apiErrorSchema } from './api-error.ts';
