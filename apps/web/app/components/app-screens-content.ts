// The guardian app's screens shown on the landing and parents pages. The images are real
// screenshots of the demo, made by scripts/make-app-screens.ts into app-screens/ (`name`.webp,
// 750 × 1624, and `name`-480.webp, `appScreenNarrowWidth` wide for phones, whose slot is at most
// 240 px). Plain data: the script imports it too.

export const appScreenNarrowWidth = 480;

export interface AppScreen {
  name: string;
  alt: string;
  caption: string;
}

export const appScreens: readonly AppScreen[] = [
  {
    name: 'timeline',
    alt: 'アプリのタイムライン画面：撮影日ごとにお子さまの写真が並んでいる',
    caption: '撮影した日ごとに、わが子の写真が届きます',
  },
  {
    name: 'viewer',
    alt: '写真を大きく表示した画面：保存ボタンと撮影日時が表示されている',
    caption: 'タップで大きく。スワイプで次の写真へ、そのまま保存',
  },
  {
    name: 'photomovie',
    alt: 'フォトムービー一覧の画面：週ごとのムービーが並んでいる',
    caption: '毎週のベストショットがムービーに',
  },
];
