import type { Carrier } from './carriers.ts';

/** What a family is shown about its carrier: the carrier's name and its own 受信設定 guide. */
export type CarrierGuide = { name: string; guideUrl: string };

// The carriers' own pages on allowing a sender (指定受信 / 受信リスト設定), for the screens and the
// mails alike. They move now and then: check each before a release (decision 0080).
export const carrierGuides: Record<Carrier, CarrierGuide> = {
  docomo: { name: 'ドコモ', guideUrl: 'https://www.docomo.ne.jp/info/spam_mail/domain/' },
  au: { name: 'au', guideUrl: 'https://www.au.com/support/service/mobile/trouble/mail/email/filter/' },
  softbank: { name: 'ソフトバンク', guideUrl: 'https://www.softbank.jp/mobile/support/mail/antispam/' },
  rakuten: { name: '楽天モバイル', guideUrl: 'https://network.mobile.rakuten.co.jp/service/rakumail/' },
};
