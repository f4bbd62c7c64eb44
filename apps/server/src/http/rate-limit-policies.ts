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

const minutes = (count: number) => count * 60;

/** The limits of the calls that can be abused; see docs/decisions/0007-rate-limits.md. */
export const rateLimitPolicies = {
  /** POST /api/users/login */
  login: {
    address: { max: 10, windowSeconds: minutes(15) },
    account: { max: 50, windowSeconds: minutes(15) },
    client: { max: 100, windowSeconds: minutes(15) },
    countSuccess: false,
  },
  /** POST /api/users/create/auth and /api/users/password/reset: a code is 6 digits, so guesses must stay few. */
  codeCheck: {
    address: { max: 10, windowSeconds: minutes(30) },
    account: { max: 20, windowSeconds: minutes(30) },
    client: { max: 50, windowSeconds: minutes(30) },
    countSuccess: false,
  },
  /** POST /api/users/password/init (and create/init): each one mails a code to the address. */
  codeMail: {
    address: { max: 5, windowSeconds: minutes(60) },
    // Bounds the mail one address can be sent; the owner's own browser still gets a code.
    account: { max: 20, windowSeconds: minutes(60) },
    client: { max: 30, windowSeconds: minutes(60) },
    countSuccess: true,
  },
  /** POST /api/contact (and the parents' forms): each one mails the operators and the sender. */
  contact: {
    // Each form mails its sender: an address may be given by anyone, so it is capped from anywhere.
    address: { max: 5, windowSeconds: minutes(60) },
    account: { max: 5, windowSeconds: minutes(60) },
    client: { max: 20, windowSeconds: minutes(60) },
    countSuccess: true,
  },
  /**
   * GET /api/groups/code/{code}: wrong codes would list the facilities, so failures count. A GET
   * has no address; a nursery's families scanning one QR code on its Wi-Fi succeed, uncounted.
   */
  facilityLookup: {
    address: { max: 30, windowSeconds: minutes(1) },
    account: { max: 30, windowSeconds: minutes(1) },
    client: { max: 30, windowSeconds: minutes(1) },
    countSuccess: false,
  },
} as const satisfies Record<string, RateLimitPolicy>;

export type RateLimitPolicyName = keyof typeof rateLimitPolicies;
