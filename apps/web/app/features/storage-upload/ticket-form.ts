import type { UploadTicketResponse } from '@hibi/contract';

/** A browser-POST ticket, for a reference photo (sign-up) or a staff upload. */
export type StorageTicket = Omit<UploadTicketResponse, 'referenceId'>;

/**
 * The multipart fields of specification §7, in the order storage reads them (the file last, as S3
 * requires): key, AWSAccessKeyId, policy, signature, the security token only when the ticket has
 * one. Nothing else: the storage decides the type from the bytes.
 */
export function ticketFields(ticket: StorageTicket): [string, string][] {
  const fields: [string, string][] = [
    ['key', ticket.key],
    ['AWSAccessKeyId', ticket.AWSAccessKeyId],
    ['policy', ticket.policy],
    ['signature', ticket.signature],
  ];
  if (ticket.xAmzSecurityToken) fields.push(['x-amz-security-token', ticket.xAmzSecurityToken]);
  return fields;
}

/** §5: more images than tickets is an upload error, and nothing is sent. */
export function fitsTickets(imageCount: number, ticketCount: number): boolean {
  return imageCount > 0 && imageCount <= ticketCount;
}
