import { contactRequestSchema, parentsRequestSchema } from '@hibi/contract';

/** /contact/ and /parents/contact/: exactly the contact call's body (specification §3, §7). */
export const contactFormSchema = contactRequestSchema;

/** /parents/request/: the contact body plus where the facility is, so operators can find it. */
export { parentsRequestSchema };

export type FormSchema = typeof contactFormSchema | typeof parentsRequestSchema;
