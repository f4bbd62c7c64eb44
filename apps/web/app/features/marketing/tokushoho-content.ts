// 特定商取引法に基づく表記 for the monthly subscription. The company is fictional; the wording
// follows what the Act (art. 11) and its ordinance require of an online subscription.
import {
  MONTHLY_PRICE_TEXT,
  OPERATOR_NAME,
  STANDARD_TRIAL_DAYS,
  SUPPORT_EMAIL,
} from '../../lib/service-facts.ts';

export interface LegalItem {
  term: string;
  /** One paragraph per entry. */
  details: readonly string[];
}

export const tokushohoItems: readonly LegalItem[] = [
  { term: '販売事業者', details: [OPERATOR_NAME] },
  { term: '運営統括責任者', details: ['代表取締役 日比 陽子'] },
  { term: '所在地', details: ['〒100-0000 東京都千代田区ひびの町1-2-3 ひびフォトビル5階'] },
  {
    term: '電話番号',
    details: [
      '請求があった場合に遅滞なく開示します。',
      'サービスについてのお問い合わせは、メールまたはお問い合わせフォームで承ります。',
    ],
  },
  { term: 'メールアドレス', details: [SUPPORT_EMAIL] },
  { term: 'お問い合わせ受付時間', details: ['平日 10:00〜17:00（土日祝日・年末年始を除く）'] },
  {
    term: '販売価格',
    details: [
      `ひびフォト 月額プラン：${MONTHLY_PRICE_TEXT}（お子さま1人あたり）`,
      '園・施設によって料金が異なる場合は、お申し込み画面に表示する金額が適用されます。',
    ],
  },
  {
    term: '商品代金以外の必要料金',
    details: ['インターネット接続料金、通信料金はお客さまのご負担となります。'],
  },
  { term: '支払方法', details: ['クレジットカード（Visa、Mastercard、American Express、JCB）'] },
  {
    term: '支払時期',
    details: [
      '初回はお申し込み時にお支払いいただきます。無料体験中にお申し込みの場合は、無料体験の最終日の翌日が初回のお支払い日です。',
      '以降は、初回のお支払い日を起算日として1か月ごとの更新日に、自動でお支払いいただきます。',
      '更新日にお支払いができなかった場合も7日間は有料プランをご利用いただけます。その間にカードを変更するなどしてお支払いが確認できない場合は、無料プランに切り替わります。',
    ],
  },
  {
    term: '提供時期',
    details: [
      'お支払い手続きの完了後、直ちにご利用いただけます。',
      `無料体験は、ご利用の承認日から${STANDARD_TRIAL_DAYS}日間です（園・施設によって日数が異なる場合があります）。無料体験の終了後、自動で有料プランに切り替わることはありません。`,
    ],
  },
  {
    term: '返品・キャンセル',
    details: [
      'デジタルコンテンツの性質上、お支払い後の返品・返金はお受けしておりません。月の途中で解約された場合も、日割りでの返金はいたしません。',
      '当社の責めによりサービスをご利用いただけなかった場合は、個別に対応いたします。',
    ],
  },
  {
    term: '解約方法',
    details: [
      'マイページの「ご利用プラン」から、いつでも解約の手続きができます。',
      '次の更新日の前日までに手続きを済ませると、次回以降のお支払いは発生しません。解約後も、お支払い済みの期間の終わりまでご利用いただけます。',
    ],
  },
  {
    term: '動作環境',
    details: [
      'スマートフォン：iOS 17以降のSafari、Android 12以降のGoogle Chrome',
      'パソコン：最新版のGoogle Chrome、Microsoft Edge、Safari、Firefox',
      'JavaScriptとCookieを有効にしてご利用ください。',
    ],
  },
];
