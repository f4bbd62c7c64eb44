/**
 * The bare address of MAIL_FROM (`ひびフォト <no-reply@hibi.example>` → `no-reply@hibi.example`):
 * what a family allows in a carrier's 受信設定, shown on the screens that send a code.
 */
export function senderAddress(mailFrom: string): string {
  const bracketed = /<([^<>]+)>\s*$/.exec(mailFrom);
  return (bracketed?.[1] ?? mailFrom).trim();
}
