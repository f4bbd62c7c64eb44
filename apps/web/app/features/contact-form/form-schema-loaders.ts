import type { FormSchema } from './form-schemas';

/**
 * The forms' schemas load when someone starts to fill a form, not with its page: zod and the
 * contract's schemas are some 30 KB gzip whose evaluation was a phone's longest task on /contact/.
 * Pages import these loaders, never form-schemas.ts itself (a check in page-weight.int.test.ts).
 */
export type SchemaLoader = () => Promise<FormSchema>;

export const loadContactFormSchema: SchemaLoader = () =>
  import('./form-schemas').then((schemas) => schemas.contactFormSchema);

export const loadParentsContactSchema: SchemaLoader = () =>
  import('./form-schemas').then((schemas) => schemas.parentsContactSchema);

export const loadParentsRequestSchema: SchemaLoader = () =>
  import('./form-schemas').then((schemas) => schemas.parentsRequestSchema);
