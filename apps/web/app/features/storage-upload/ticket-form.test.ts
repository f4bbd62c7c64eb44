import { describe, expect, it } from 'vitest';
import { fitsTickets, ticketFields } from './ticket-form';

const ticket = {
  url: '/storage/upload',
  key: 'reference-images/c/r',
  AWSAccessKeyId: 'hibi-local',
  policy: 'cG9saWN5',
  signature: 'sig',
  referenceId: '6f1c2b9e-8a51-4d8e-9a51-3c1c1f7b2a10',
};

describe('ticketFields', () => {
  it('sends exactly the section 7 fields, in order, without a content type', () => {
    expect(ticketFields(ticket).map(([name]) => name)).toEqual([
      'key',
      'AWSAccessKeyId',
      'policy',
      'signature',
    ]);
    expect(ticketFields(ticket)[0]).toEqual(['key', 'reference-images/c/r']);
  });

  it('adds the security token only when the ticket has one', () => {
    const fields = ticketFields({ ...ticket, xAmzSecurityToken: 'token' });
    expect(fields.at(-1)).toEqual(['x-amz-security-token', 'token']);
  });
});

describe('fitsTickets', () => {
  it('refuses more images than tickets, and no images at all', () => {
    expect(fitsTickets(3, 3)).toBe(true);
    expect(fitsTickets(1, 3)).toBe(true);
    expect(fitsTickets(4, 3)).toBe(false);
    expect(fitsTickets(0, 3)).toBe(false);
  });
});
