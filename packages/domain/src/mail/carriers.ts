/** The Japanese mobile carriers whose mailboxes drop mail from senders not allowed in 受信設定. */
export type Carrier = 'docomo' | 'au' | 'softbank' | 'rakuten';

// Each carrier's mail domains, current and older: `exact` match themselves only, `subdomainsOf`
// any domain under them (au's biz.ezweb.ne.jp, Vodafone's t.vodafone.ne.jp). A look-alike such as
// docomo.ne.jp.example or x.docomo.ne.jp is no carrier's mailbox.
const domains: Record<Carrier, { exact: readonly string[]; subdomainsOf: readonly string[] }> = {
  // docomo mail (sp-mode, formerly i-mode). mopera.net is docomo's ISP mailbox (mopera U), which
  // has no 受信リスト設定 of docomo mail: the generic advice fits it (decision 0080).
  docomo: { exact: ['docomo.ne.jp'], subdomainsOf: [] },
  // auメール (au.com since 2017) and EZweb mail, whose business addresses are biz.ezweb.ne.jp.
  au: { exact: ['au.com', 'ezweb.ne.jp'], subdomainsOf: ['ezweb.ne.jp'] },
  // S!メール, iPhone's Eメール(i), Disney Mobile on SoftBank, and Vodafone's regional domains
  // (x@t.vodafone.ne.jp, never the bare domain), which SoftBank still delivers to.
  softbank: {
    exact: ['softbank.ne.jp', 'i.softbank.jp', 'disney.ne.jp'],
    subdomainsOf: ['vodafone.ne.jp'],
  },
  // 楽メール.
  rakuten: { exact: ['rakumail.jp'], subdomainsOf: [] },
};

const carriers = Object.keys(domains) as Carrier[];

/** The domain of an address, lower-cased, or null when it has none. */
function domainOf(email: string): string | null {
  const at = email.lastIndexOf('@');
  if (at < 0) return null;
  const domain = email
    .slice(at + 1)
    .trim()
    .toLowerCase()
    .replace(/\.$/, '');
  return domain === '' ? null : domain;
}

/** Which carrier's mailbox an address is, or null for any other address (a PC or web mailbox). */
export function carrierOf(email: string): Carrier | null {
  const domain = domainOf(email);
  if (!domain) return null;
  return (
    carriers.find(
      (carrier) =>
        domains[carrier].exact.includes(domain) ||
        domains[carrier].subdomainsOf.some((parent) => domain.endsWith(`.${parent}`)),
    ) ?? null
  );
}

/** The domain a carrier's 受信設定 must allow for mail from `sender` (its part after @). */
export function senderDomainOf(sender: string): string {
  return domainOf(sender) ?? sender;
}
