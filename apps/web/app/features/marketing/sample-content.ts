// The sample pages' images: drawn by scripts/make-sample-images.ts into samples/.
import { sampleUrl } from './sample-urls';
// Every one is an illustration; no photo of a real child is used anywhere on the site.

export interface SampleImage {
  src: string;
  alt: string;
  width: number;
  height: number;
}

/** Specification §9: the sample photo movie has exactly 15 placeholder images. */
export const MOVIE_FRAME_COUNT = 15;

export const movieFrames: readonly SampleImage[] = Array.from({ length: MOVIE_FRAME_COUNT }, (_, i) => {
  const no = String(i + 1).padStart(2, '0');
  return {
    src: sampleUrl(`frame-${no}.webp`),
    alt: `サンプル写真${i + 1}：園庭で遊ぶどうぶつのお友だち（イラスト）`,
    width: 640,
    height: 480,
  };
});

// Newest first, as the timeline sorts by shootingAt descending.
const shotTimes = ['16:42', '15:10', '14:05', '12:38', '11:20', '10:52', '10:15', '09:48', '09:30'];

/** What the timeline shows for one day: the first frames with the time they were taken. */
export const timelineDay = {
  date: '2026/11/20',
  weekday: '金',
  photos: shotTimes.map((time, i) => ({ ...(movieFrames[i] as SampleImage), time })),
};

export interface RetouchPair {
  id: string;
  title: string;
  problem: string;
  before: SampleImage;
  after: SampleImage;
}

const pairImage = (name: string, stage: 'before' | 'after', alt: string): SampleImage => ({
  src: sampleUrl(`retouch-${name}-${stage}.webp`),
  alt,
  width: 960,
  height: 720,
});

export const retouchPairs: readonly RetouchPair[] = [
  {
    id: 'dark',
    title: '暗い室内で撮った写真',
    problem: '雨の日の室内や夕方の撮影では、写真が暗く、色もくすみがちです。',
    before: pairImage('dark', 'before', '補正前：全体が暗く、色がくすんだイラストの写真'),
    after: pairImage('dark', 'after', '補正後：明るさと色合いが整い、お友だちに寄ってトリミングされた写真'),
  },
  {
    id: 'hazy',
    title: '逆光でかすんだ写真',
    problem: '窓際や屋外の逆光では、白っぽくかすんで表情が見えにくくなります。',
    before: pairImage('hazy', 'before', '補正前：白くかすんでコントラストの低いイラストの写真'),
    after: pairImage('hazy', 'after', '補正後：コントラストが戻り、表情がはっきりした写真'),
  },
];

export const retouchSteps = [
  { title: '明るさの自動補正', body: 'いちばん暗いところと明るいところを見て、写真全体の明るさを整えます。' },
  { title: '色合いの調整', body: 'くすんだ色を、見た目に近い自然な鮮やかさに戻します。' },
  { title: 'シャープネス', body: 'わずかな手ぶれやピントの甘さを目立たなくします。' },
  { title: 'トリミング', body: 'お子さまが写真の中心に来るよう、余白を切り詰めます。' },
] as const;
