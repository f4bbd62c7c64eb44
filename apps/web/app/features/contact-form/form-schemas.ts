import { contactRequestSchema, parentsContactSchema, parentsRequestSchema } from '@hibi/contract';

/** /contact/: exactly the contact call's body (specification §3, §7). */
export const contactFormSchema = contactRequestSchema;

/** /parents/contact/: the same, the phone number optional. */
/** /parents/request/: the contact body plus where the facility is, so operators can find it. */
export { parentsContactSchema, parentsRequestSchema };

export type FormSchema = typeof contactFormSchema | typeof parentsContactSchema | typeof parentsRequestSchema;
