import sharp from 'sharp';

// Demo "photos" are illustrations drawn here: a day at the nursery told with shapes and
// animal friends. Never photographs, never faces of real children.

const skies = [
  ['#bfe3ff', '#fef6e4'],
  ['#ffd6a5', '#fff1e6'],
  ['#cdeac0', '#f1faee'],
  ['#d7c6ff', '#fdf0ff'],
  ['#a0e7e5', '#fbe7c6'],
];
const grounds = ['#8fd694', '#f4d58d', '#b5e48c', '#e9c46a', '#95d5b2'];
const friendColours = ['#f4a261', '#e76f51', '#a8dadc', '#ffb4a2', '#cdb4db', '#90be6d'];

/** mulberry32: a small deterministic generator, so each index always draws the same scene. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t ^= t + Math.imul(t ^ (t >>> 7), 61 | t);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function friend(x: number, y: number, size: number, colour: string) {
  const ear = size * 0.35;
  return `<g>
    <circle cx="${x - size * 0.7}" cy="${y - size * 0.8}" r="${ear}" fill="${colour}"/>
    <circle cx="${x + size * 0.7}" cy="${y - size * 0.8}" r="${ear}" fill="${colour}"/>
    <circle cx="${x}" cy="${y}" r="${size}" fill="${colour}"/>
    <circle cx="${x - size * 0.35}" cy="${y - size * 0.1}" r="${size * 0.1}" fill="#3d405b"/>
    <circle cx="${x + size * 0.35}" cy="${y - size * 0.1}" r="${size * 0.1}" fill="#3d405b"/>
    <path d="M ${x - size * 0.3} ${y + size * 0.3} Q ${x} ${y + size * 0.6} ${x + size * 0.3} ${y + size * 0.3}"
      stroke="#3d405b" stroke-width="${size * 0.08}" fill="none" stroke-linecap="round"/>
  </g>`;
}

function props(next: () => number, width: number, height: number) {
  const shapes: string[] = [];
  const count = 4 + Math.floor(next() * 5);
  for (let i = 0; i < count; i++) {
    const x = next() * width;
    const y = height * (0.2 + next() * 0.45);
    const r = 20 + next() * 50;
    const colour = friendColours[Math.floor(next() * friendColours.length)];
    shapes.push(
      next() < 0.5
        ? `<circle cx="${x}" cy="${y}" r="${r}" fill="${colour}" opacity="0.55"/>`
        : `<rect x="${x}" y="${y}" width="${r * 1.6}" height="${r * 1.6}" rx="${r * 0.2}" fill="${colour}"/>`,
    );
  }
  return shapes.join('');
}

/** An SVG scene, different for every index. */
export function demoSceneSvg(index: number, width = 1600, height = 1200): string {
  const next = random(index + 1);
  const [top, bottom] = skies[index % skies.length] as [string, string];
  const horizon = height * (0.62 + next() * 0.1);
  const friends = Array.from({ length: 1 + (index % 3) }, (_, i) => {
    const size = height * (0.09 + next() * 0.06);
    const x = width * (0.2 + i * 0.3 + next() * 0.1);
    return friend(
      x,
      horizon + size * 0.2,
      size,
      friendColours[(index + i) % friendColours.length] ?? '#f4a261',
    );
  });
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient></defs>
    <rect width="${width}" height="${height}" fill="url(#sky)"/>
    <circle cx="${width * (0.1 + next() * 0.8)}" cy="${height * 0.16}" r="${height * 0.07}" fill="#ffd166"/>
    ${props(next, width, height)}
    <rect y="${horizon}" width="${width}" height="${height - horizon}" fill="${grounds[index % grounds.length]}"/>
    ${friends.join('')}
  </svg>`;
}

/** The scene as a camera would deliver it: a JPEG original. */
export async function demoPhotoJpeg(index: number): Promise<Buffer> {
  return sharp(Buffer.from(demoSceneSvg(index)))
    .jpeg({ quality: 85 })
    .toBuffer();
}
