// The ten fixed case studies (specification §2): what the catalogue, the list and the page head
// need. Plain data, no React: the route catalogue and Node tests import it, and it ships with
// every page's meta, so each interview lives in its own content file (content/case-NNN.ts),
// loaded only by its page. Facilities and people are fictional; places are regions, not towns,
// so no real facility is named.

export type FacilityKind = '保育園' | '幼稚園' | '認定こども園' | '習い事教室';
export type LogoSymbol =
  | 'cloud'
  | 'leaf'
  | 'sun'
  | 'drop'
  | 'note'
  | 'flower'
  | 'sprout'
  | 'snow'
  | 'rainbow'
  | 'star';

export interface CaseStudy {
  /** Three digits, as in /case/001/. */
  caseNo: string;
  facility: string;
  kind: FacilityKind;
  prefecture: string;
  /** Where in the prefecture, in words: city centre, suburb, countryside. */
  setting: string;
  /** The facility's own words, shown in the speech bubble of the page head. */
  quote: string;
  hashtags: readonly string[];
  /** The facility's mark, drawn by FacilityLogo: a symbol on its colour. */
  logo: { symbol: LogoSymbol; colour: string };
}

export const caseStudies: readonly CaseStudy[] = [
  {
    caseNo: '001',
    facility: 'そらいろ保育園',
    kind: '保育園',
    prefecture: '東京都',
    setting: '都心の住宅街',
    quote: 'お迎えの前に、今日の様子が伝わるようになりました',
    hashtags: ['写真販売の手間ゼロ', '0〜5歳児', '都市部'],
    logo: { symbol: 'cloud', colour: '#2b6cb0' },
  },
  {
    caseNo: '002',
    facility: 'こもれび幼稚園',
    kind: '幼稚園',
    prefecture: '神奈川県',
    setting: '郊外の住宅地',
    quote: '行事の日だけでなく、毎日の成長を届けられます',
    hashtags: ['日常の写真', '行事写真', '保護者満足度'],
    logo: { symbol: 'leaf', colour: '#2f7a5b' },
  },
  {
    caseNo: '003',
    facility: 'ひだまりこども園',
    kind: '認定こども園',
    prefecture: '埼玉県',
    setting: '駅近くの新興住宅地',
    quote: '写真選びの時間が、子どもと向き合う時間に変わりました',
    hashtags: ['業務負担の軽減', '大規模園', '働き方改革'],
    logo: { symbol: 'sun', colour: '#c2410c' },
  },
  {
    caseNo: '004',
    facility: 'みずいろ保育園',
    kind: '保育園',
    prefecture: '千葉県',
    setting: '駅前の小規模保育',
    quote: '「今日はこんな顔をしていたね」と家庭の会話が増えました',
    hashtags: ['家庭とのつながり', '乳児クラス', '小規模保育'],
    logo: { symbol: 'drop', colour: '#0e7490' },
  },
  {
    caseNo: '005',
    facility: 'どんぐりリトミック教室',
    kind: '習い事教室',
    prefecture: '大阪府',
    setting: '商店街の一角',
    quote: '写っている子の偏りを気にしなくてよくなりました',
    hashtags: ['AI写真選び', '習い事', '見学できないレッスン'],
    logo: { symbol: 'note', colour: '#9a3412' },
  },
  {
    caseNo: '006',
    facility: 'はなみずき幼稚園',
    kind: '幼稚園',
    prefecture: '愛知県',
    setting: '市街地',
    quote: '共働きのご家庭から、いちばん喜ばれている取り組みです',
    hashtags: ['共働き家庭', '預かり保育', '園選びの決め手'],
    logo: { symbol: 'flower', colour: '#be185d' },
  },
  {
    caseNo: '007',
    facility: 'つくしんぼ保育園',
    kind: '保育園',
    prefecture: '福岡県',
    setting: '海の近くの町',
    quote: '撮ってアップロードするだけ。ITが苦手な先生も使えています',
    hashtags: ['かんたん操作', 'ICT化', 'ベテランの先生'],
    logo: { symbol: 'sprout', colour: '#4d7c0f' },
  },
  {
    caseNo: '008',
    facility: 'ゆめのき認定こども園',
    kind: '認定こども園',
    prefecture: '北海道',
    setting: '雪深い農村部',
    quote: '雪遊びの笑顔も、その日のうちに届けています',
    hashtags: ['季節の行事', '複数クラス', '地方の園'],
    logo: { symbol: 'snow', colour: '#3730a3' },
  },
  {
    caseNo: '009',
    facility: 'にじいろ保育園',
    kind: '保育園',
    prefecture: '宮城県',
    setting: '田園地帯の町',
    quote: '慣らし保育中の保護者の不安が、ぐっと減りました',
    hashtags: ['慣らし保育', '安心感', '地方の園'],
    logo: { symbol: 'rainbow', colour: '#7c3aed' },
  },
  {
    caseNo: '010',
    facility: 'あおぞら幼稚園',
    kind: '幼稚園',
    prefecture: '京都府',
    setting: '古い町並みの残る地域',
    quote: '写真の管理と公開の線引きが、はっきりしました',
    hashtags: ['個人情報の配慮', '写真管理', '伝統ある園'],
    logo: { symbol: 'star', colour: '#1d4ed8' },
  },
];

/** The case study of a number, or undefined for anything but 001–010. */
export function findCaseStudy(caseNo: string | undefined): CaseStudy | undefined {
  return caseStudies.find((study) => study.caseNo === caseNo);
}

/**
 * The case study a path names (/case/003/ → 003's), or undefined. A data request's path carries
 * React Router's suffix after the page's (/case/003/_.data), so only the number's end is fixed.
 */
export function caseStudyOfPath(pathname: string): CaseStudy | undefined {
  return findCaseStudy(/^\/case\/(\d{3})(?=[/.]|$)/.exec(pathname)?.[1]);
}

export function caseStudyPath(caseNo: string): string {
  return `/case/${caseNo}/`;
}
