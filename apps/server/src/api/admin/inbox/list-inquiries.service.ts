import type { AdminInquiry, InquiryListResponse } from '@hibi/contract';
import type { Inquiry } from '@hibi/db';
import type { AppContext } from '../../../context.ts';
import { adminInboxRepository } from './admin-inbox.repository.ts';

const toAnswer = (row: Inquiry): AdminInquiry => ({
  id: row.id,
  kind: row.kind,
  name: row.name,
  companyName: row.companyName,
  email: row.email,
  phoneNumber: row.phoneNumber,
  title: row.title,
  message: row.message,
  createdAt: row.createdAt.toISOString(),
  handledAt: row.handledAt?.toISOString() ?? null,
});

/** The operators' inbox of contact and request forms, newest first; `handled` undefined: both. */
export async function listInquiries(
  context: AppContext,
  handled: boolean | undefined,
): Promise<InquiryListResponse> {
  return { inquiries: (await adminInboxRepository(context.database.db).list(handled)).map(toAnswer) };
}
