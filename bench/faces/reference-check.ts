// `npm run bench:reference-check`: what one reference photo's face check costs (decision 0039),
// warm, on one engine: a 1280 × 960 photo and a 12-megapixel phone photo, five runs each.
import { createFaceEngine, referenceUsability } from '@hibi/vision';
import sharp from 'sharp';
import { identityCrop, sceneWithFace } from '#tests/support/face-scenes.ts';

const engine = createFaceEngine();
const phone = sharp({ create: { width: 3024, height: 4032, channels: 3, background: '#9fb4c7' } })
  .composite([
    { input: await sharp(identityCrop('bernadette', 1)).resize(900, 900).toBuffer(), left: 1000, top: 1200 },
  ])
  .jpeg();
const photos = {
  '1280×960': await sceneWithFace(identityCrop('amy', 1), { size: 300 }),
  '3024×4032': await phone.toBuffer(),
};
const cold = performance.now();
await engine.detect(photos['1280×960']);
console.log(`first check (models loaded): ${Math.round(performance.now() - cold)} ms`);
for (const [size, bytes] of Object.entries(photos)) {
  const times: number[] = [];
  for (let run = 0; run < 5; run++) {
    const started = performance.now();
    const usable = referenceUsability(await engine.detect(bytes)).usable;
    times.push(Math.round(performance.now() - started));
    if (!usable) throw new Error(`${size}: the test face should be usable`);
  }
  const median = [...times].sort((a, b) => a - b)[2];
  console.log(`${size}: ${times.join(', ')} ms (median ${median} ms)`);
}
await engine.close();
