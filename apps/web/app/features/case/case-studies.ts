// The ten fixed case studies (specification §2). Plain data, no React: the route catalogue and
// Node tests import it. Facilities are fictional until the real interviews replace them.

export interface CaseStudy {
  /** Three digits, as in /case/001/. */
  caseNo: string;
  facility: string;
  kind: '保育園' | '幼稚園' | '認定こども園';
  prefecture: string;
  /** The facility's own words, shown in the speech bubble of the page head. */
  quote: string;
  hashtags: readonly string[];
}

export const caseStudies: readonly CaseStudy[] = [
  {
    caseNo: '001',
    facility: 'そらいろ保育園',
    kind: '保育園',
    prefecture: '東京都',
    quote: 'お迎えの前に、今日の様子が伝わるようになりました',
    hashtags: ['写真販売の手間ゼロ', '0〜5歳児'],
  },
  {
    caseNo: '002',
    facility: 'こもれび幼稚園',
    kind: '幼稚園',
    prefecture: '神奈川県',
    quote: '行事の日だけでなく、毎日の成長を届けられます',
    hashtags: ['行事写真', '保護者満足度'],
  },
  {
    caseNo: '003',
    facility: 'ひだまりこども園',
    kind: '認定こども園',
    prefecture: '埼玉県',
    quote: '写真選びの時間が、子どもと向き合う時間に変わりました',
    hashtags: ['業務負担の軽減', '大規模園'],
  },
  {
    caseNo: '004',
    facility: 'みずいろ保育園',
    kind: '保育園',
    prefecture: '千葉県',
    quote: '「今日はこんな顔をしていたね」と家庭の会話が増えました',
    hashtags: ['家庭とのつながり', '乳児クラス'],
  },
  {
    caseNo: '005',
    facility: 'どんぐり保育園',
    kind: '保育園',
    prefecture: '大阪府',
    quote: '写っている子の偏りを気にしなくてよくなりました',
    hashtags: ['AI写真選び', '少人数園'],
  },
  {
    caseNo: '006',
    facility: 'はなみずき幼稚園',
    kind: '幼稚園',
    prefecture: '愛知県',
    quote: '共働きのご家庭から、いちばん喜ばれている取り組みです',
    hashtags: ['共働き家庭', '預かり保育'],
  },
  {
    caseNo: '007',
    facility: 'つくしんぼ保育園',
    kind: '保育園',
    prefecture: '福岡県',
    quote: '撮ってアップロードするだけ。ITが苦手な先生も使えています',
    hashtags: ['かんたん操作', 'ICT化'],
  },
  {
    caseNo: '008',
    facility: 'ゆめのき認定こども園',
    kind: '認定こども園',
    prefecture: '北海道',
    quote: '雪遊びの笑顔も、その日のうちに届けています',
    hashtags: ['季節の行事', '複数クラス'],
  },
  {
    caseNo: '009',
    facility: 'にじいろ保育園',
    kind: '保育園',
    prefecture: '宮城県',
    quote: '慣らし保育中の保護者の不安が、ぐっと減りました',
    hashtags: ['慣らし保育', '安心感'],
  },
  {
    caseNo: '010',
    facility: 'あおぞら幼稚園',
    kind: '幼稚園',
    prefecture: '京都府',
    quote: '写真の管理と公開の線引きが、はっきりしました',
    hashtags: ['個人情報の配慮', '写真管理'],
  },
];

/** The case study for a URL parameter, or undefined for anything but 001–010. */
export function findCaseStudy(caseNo: string | undefined): CaseStudy | undefined {
  return caseStudies.find((study) => study.caseNo === caseNo);
}

export function caseStudyPath(caseNo: string): string {
  return `/case/${caseNo}/`;
}
