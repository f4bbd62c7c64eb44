import './japanese-errors.ts';

export * from './account.ts';
export { type ApiErrorBody, apiErrorSchema } from './api-error.ts';
export * from './billing.ts';
export * from './contact.ts';
export * from './downloads.ts';
export { fieldLabel } from './field-labels.ts';
export { currentPasswordField, emailField, idField, newPasswordField, passwordRule } from './fields.ts';
export * from './groups.ts';
export { japaneseIssueMessage } from './japanese-errors.ts';
export * from './notification-preferences.ts';
export * from './notifications.ts';
export * from './password.ts';
export * from './photomovies.ts';
export * from './sessions.ts';
export * from './signup.ts';
export * from './test-card.ts';
export * from './timeline.ts';
