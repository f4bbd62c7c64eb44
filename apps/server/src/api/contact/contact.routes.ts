import { type ContactRequest, contactApi } from '@hibi/contract';
import type { InquiryKind } from '@hibi/db';
import type { AppContext } from '../../context.ts';
import { rateLimitHooks } from '../../http/rate-limit.ts';
import type { ApiInstance } from '../api-instance.ts';
import { serve } from '../serve.ts';
import { submitInquiry } from './submit-inquiry.service.ts';

/** A form is a few kilobytes at most; anything far larger is refused before it is read. */
const contactBodyLimit = 64 * 1024;

/**
 * POST /api/contact (specification §3, §7) and the parents area's two forms: each is stored, mailed
 * to the operators and confirmed to the sender. An invalid form answers {statusCode: 400, message}.
 */
export function contactRoutes(app: ApiInstance, context: AppContext) {
  const options = { ...rateLimitHooks(context, 'contact'), bodyLimit: contactBodyLimit };
  /** The request form's facility area is kept apart from the fields every form shares. */
  const submit =
    (kind: InquiryKind) =>
    async ({ body }: { body: ContactRequest & { facilityArea?: string } }) => {
      const { facilityArea, ...content } = body;
      await submitInquiry(context, kind, facilityArea ? { ...content, extra: { facilityArea } } : content);
      return {};
    };

  serve(app, contactApi.contact, options, submit('contact'));
  serve(app, contactApi.parentsContact, options, submit('parents_contact'));
  serve(app, contactApi.parentsRequest, options, submit('parents_request'));
}
