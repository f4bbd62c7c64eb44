import './japanese-errors.ts';

export { type ApiErrorBody, apiErrorSchema } from './api-error.ts';
export { fieldLabel } from './field-labels.ts';
export { currentPasswordField, emailField, idField, newPasswordField, passwordRule } from './fields.ts';
export { japaneseIssueMessage } from './japanese-errors.ts';
export * from './sessions.ts';
