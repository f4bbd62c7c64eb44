/** The form in which emails are stored and looked up (the columns reject anything else). */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}
