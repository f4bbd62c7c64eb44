import {
  contactDoneSchema,
  contactRequestSchema,
  parentsContactSchema,
  parentsRequestSchema,
} from '@hibi/contract';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { rateLimitHooks } from '../../http/rate-limit.ts';
import type { ApiInstance } from '../api-instance.ts';
import { errorResponses } from '../error-responses.ts';
import { inquiryService } from './inquiry.service.ts';

/** A form is a few kilobytes at most; anything far larger is refused before it is read. */
const contactBodyLimit = 64 * 1024;

/**
 * POST /api/contact (specification §3, §7) and the parents area's two forms: each is stored, mailed
 * to the operators and confirmed to the sender. An invalid form answers {statusCode: 400, message}.
 */
export function contactRoutes(app: ApiInstance, context: AppContext) {
  const inquiries = inquiryService(context);

  function formRoute(
    url: string,
    kind: Parameters<typeof inquiries.submit>[0],
    body: z.ZodType<z.infer<typeof contactRequestSchema>>,
  ) {
    app.post(
      url,
      {
        ...rateLimitHooks(context, 'contact'),
        bodyLimit: contactBodyLimit,
        schema: {
          tags: ['contact'],
          description: 'Stores the message, mails it to the operators and a confirmation to the sender.',
          body,
          response: { 200: contactDoneSchema, ...errorResponses },
        },
      },
      async (request) => {
        const { facilityArea, ...content } = request.body as z.infer<typeof parentsRequestSchema>;
        await inquiries.submit(kind, facilityArea ? { ...content, extra: { facilityArea } } : content);
        return {};
      },
    );
  }

  formRoute('/contact', 'contact', contactRequestSchema);
  formRoute('/parents/contact', 'parents_contact', parentsContactSchema);
  formRoute('/parents/request', 'parents_request', parentsRequestSchema);
}
