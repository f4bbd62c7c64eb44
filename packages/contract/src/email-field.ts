import { z } from 'zod';

// The characters zod's own rule takes in a local part, but dots anywhere: docomo and au let users
// make `hibi..xyz@` and `xyz.@` until 2009 and families still use them (docs/decisions/0074). At
// least one non-dot, at most 64 characters (RFC 5321); the domain as zod's rule has it.
const localPart = String.raw`(?=[^@]{1,64}@)\.*[A-Za-z0-9_'+\-][A-Za-z0-9_'+\-.]*`;
const domain = String.raw`(?:[A-Za-z0-9][A-Za-z0-9\-]*\.)+[A-Za-z]{2,}`;

/** A mailbox address as families type it, carriers' old dotted local parts included. */
export const emailPattern = new RegExp(`^${localPart}@${domain}$`);

/** An e-mail address as people type it: surrounding spaces dropped, compared case-insensitively. */
export const emailField = z
  .string()
  .trim()
  .max(254)
  .pipe(z.email({ pattern: emailPattern }));
