// Draws the installable app's icons into apps/web/public from the brand's favicon.svg: 192 and 512 px
// icons, a 512 px maskable one (the sun inside the safe zone on a full-bleed background, so any
// launcher shape crops only background) and the 180 px apple-touch-icon (opaque: iOS rounds it
// itself). Run it after changing the brand: `node scripts/make-app-icons.ts`. The PNGs are committed.
import { readFile } from 'node:fs/promises';
import sharp from 'sharp';

const publicDir = new URL('../apps/web/public/', import.meta.url);
const favicon = await readFile(new URL('favicon.svg', publicDir));
// The favicon's own background, so the padded icons look like one surface.
const background = '#fff4e6';

const drawn = (size: number) => sharp(favicon, { density: (72 * size) / 64 }).resize(size, size);

/** The favicon drawn at `share` of a `size` square filled with its background colour. */
async function padded(size: number, share: number) {
  const inner = Math.round(size * share);
  return sharp({ create: { width: size, height: size, channels: 4, background } })
    .composite([{ input: await drawn(inner).png().toBuffer(), gravity: 'centre' }])
    .flatten({ background });
}

const out = (name: string) => new URL(name, publicDir).pathname;
const png = { compressionLevel: 9, palette: true } as const;
await drawn(192).png(png).toFile(out('icon-192.png'));
await drawn(512).png(png).toFile(out('icon-512.png'));
// The maskable safe zone is the centre circle of 80 % diameter; the favicon's sun (44/64 of it) stays inside.
await (await padded(512, 0.8)).png(png).toFile(out('icon-maskable-512.png'));
await (await padded(180, 0.86)).png(png).toFile(out('apple-touch-icon.png'));
console.log(
  'Wrote icon-192.png, icon-512.png, icon-maskable-512.png and apple-touch-icon.png to apps/web/public',
);
