/** At most `max` counted requests per key in a fixed window of `windowSeconds`. */
export type Limit = { max: number; windowSeconds: number };

export type RateLimitPolicy = {
  /**
   * Per e-mail address of the request body and client: one machine guessing one account's password
   * or code. Keyed by both, so a guesser elsewhere never locks the owner out (decision 0007).
   */
  address: Limit;
  /**
   * Per e-mail address from any client: many machines at one account. Browsers that have signed
   * in to the address before (known-device.ts) are not counted against it, so the owner still gets in.
   */
  account: Limit;
  /**
   * Per client (IP address; an IPv6 client by its /64 network): one machine trying many addresses.
   * Generous, because families on a mobile carrier share addresses behind its NAT.
   */
  client: Limit;
  /**
   * false: answers below 400 are taken back, so only failures count and people who get it right
   * are never slowed down. true where every request costs (each one sends mail).
   */
  countSuccess: boolean;
};

/** The three limits of a policy, which every policy here counts over one window of `windowMinutes`. */
function limitsOver(windowMinutes: number, max: Record<'address' | 'account' | 'client', number>) {
  const windowSeconds = windowMinutes * 60;
  return {
    address: { max: max.address, windowSeconds },
    account: { max: max.account, windowSeconds },
    client: { max: max.client, windowSeconds },
  };
}

/** The limits of the calls that can be abused; see docs/decisions/0007-rate-limits.md. */
export const rateLimitPolicies = {
  /** POST /api/users/login */
  login: { ...limitsOver(15, { address: 10, account: 50, client: 100 }), countSuccess: false },
  /** POST /api/users/create/auth and /api/users/password/reset: a code is 6 digits, so guesses must stay few. */
  codeCheck: { ...limitsOver(30, { address: 10, account: 20, client: 50 }), countSuccess: false },
  /** POST /api/users/password/init (and create/init): each one mails a code to the address. */
  codeMail: {
    // account bounds the mail one address can be sent; the owner's own browser still gets a code.
    ...limitsOver(60, { address: 5, account: 20, client: 30 }),
    countSuccess: true,
  },
  /** POST /api/contact (and the parents' forms): each one mails the operators and the sender. */
  contact: {
    // Each form mails its sender: an address may be given by anyone, so it is capped from anywhere.
    ...limitsOver(60, { address: 5, account: 5, client: 20 }),
    countSuccess: true,
  },
  /**
   * GET /api/groups/code/{code}: wrong codes would list the facilities, so failures count. A GET
   * has no address; a nursery's families scanning one QR code on its Wi-Fi succeed, uncounted.
   */
  facilityLookup: { ...limitsOver(1, { address: 30, account: 30, client: 30 }), countSuccess: false },
} as const satisfies Record<string, RateLimitPolicy>;

export type RateLimitPolicyName = keyof typeof rateLimitPolicies;
