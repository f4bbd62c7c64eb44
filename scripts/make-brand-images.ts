// Draws the site's brand images into apps/web/public: the favicon (SVG) and the 1200×630 sharing
// image (PNG). Run it after changing the brand: `node scripts/make-brand-images.ts`. The PNG is
// committed, so serving it needs no fonts on the server.
import { writeFile } from 'node:fs/promises';
import sharp from 'sharp';

const publicDir = new URL('../apps/web/public/', import.meta.url);

const sun = (cx: number, cy: number, r: number) => `
  <circle cx="${cx}" cy="${cy}" r="${r}" fill="#f6a04d"/>
  <circle cx="${cx - r * 0.32}" cy="${cy - r * 0.1}" r="${r * 0.1}" fill="#5b3a29"/>
  <circle cx="${cx + r * 0.32}" cy="${cy - r * 0.1}" r="${r * 0.1}" fill="#5b3a29"/>
  <path d="M ${cx - r * 0.35} ${cy + r * 0.25} Q ${cx} ${cy + r * 0.6} ${cx + r * 0.35} ${cy + r * 0.25}"
    stroke="#5b3a29" stroke-width="${r * 0.09}" fill="none" stroke-linecap="round"/>`;

const favicon = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">
  <title>ひびフォト</title>
  <rect width="64" height="64" rx="14" fill="#fff4e6"/>${sun(32, 34, 22)}</svg>
`;

const ogImage = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630">
  <defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="#fff4e6"/><stop offset="1" stop-color="#ffe1c2"/></linearGradient></defs>
  <rect width="1200" height="630" fill="url(#bg)"/>
  <circle cx="1040" cy="120" r="190" fill="#ffd9a8" opacity="0.6"/>
  <circle cx="140" cy="560" r="150" fill="#cdeac0" opacity="0.7"/>
  ${sun(260, 300, 120)}
  <text x="440" y="300" font-family="Noto Sans CJK JP, Noto Sans JP, sans-serif" font-size="112"
    font-weight="700" fill="#5b3a29">ひびフォト</text>
  <text x="446" y="380" font-family="Noto Sans CJK JP, Noto Sans JP, sans-serif" font-size="34"
    fill="#7a5443">わが子の今日の写真が、その日の夜に届く。</text>
</svg>`;

await writeFile(new URL('favicon.svg', publicDir), favicon);
await sharp(Buffer.from(ogImage))
  .png({ compressionLevel: 9, palette: true })
  .toFile(new URL('og-image.png', publicDir).pathname);
console.log('Wrote apps/web/public/favicon.svg and og-image.png');
