import type { contactSchemas } from '../contact.ts';
import { areaApi } from './endpoint.ts';

const stored = 'Stores the message, mails it to the operators and a confirmation to the sender.';

/** The contact form (specification §3, §7) and the parents area's two forms, usable signed out. */
export const contactApi = areaApi<typeof contactSchemas>('contact', 'public', {
  contact: {
    route: 'POST /api/contact',
    operationId: 'sendContact',
    summary: "A facility's message from the contact form",
    description: stored,
  },
  parentsContact: {
    route: 'POST /api/parents/contact',
    operationId: 'sendParentsContact',
    summary: "A guardian's question from the parents' contact form",
    description: `The phone number may be left empty. ${stored}`,
  },
  parentsRequest: {
    route: 'POST /api/parents/request',
    operationId: 'sendParentsRequest',
    summary: "A guardian's request that their facility introduce the service",
    description: `With where the facility is (facilityArea). ${stored}`,
  },
});
