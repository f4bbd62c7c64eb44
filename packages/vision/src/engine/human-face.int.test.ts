import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { drawing } from '#tests/support/drawn-face.ts';
import { identityCrop } from '#tests/support/face-scenes.ts';
import { referenceUsability } from '../matching/reference-usability.ts';
import { createFaceEngine } from './face-engine.ts';

// Only real human faces (GitHub issue 41, item 3; human-face.ts).
const engine = createFaceEngine();
const marking = createFaceEngine({ nonHuman: 'mark' });

// dlib's example photo of four dogs, in the shared data beside the repository (not shipped with it).
const DOGS = path.resolve(import.meta.dirname, '../../../../../shared/faces/real/dlib-examples/dogs.jpg');

describe('only real human faces', () => {
  it('finds no face in a drawn face, which FaceMesh alone takes for one', async () => {
    for (const [skin, hair] of [
      ['#f1c27d', '#3b2a1a'],
      ['#8d5524', '#111111'],
    ] as const) {
      const bytes = await drawing(skin, hair);
      expect(await engine.detect(bytes)).toEqual([]);
      const marked = await marking.detect(bytes);
      expect(marked).toHaveLength(1);
      expect(marked[0]?.notHuman).toBe(true);
      expect(marked[0]?.score).toBeGreaterThan(0.99);
    }
  });

  it('refuses a drawing as a sign-up photo with its own reason', async () => {
    const verdict = referenceUsability(await marking.detect(await drawing('#f1c27d', '#3b2a1a')));
    expect(verdict).toEqual({
      usable: false,
      problem: 'not_human',
      reason: '人の顔が見つかりませんでした。お子さまの顔がはっきり写った写真を選んでください。',
    });
  });

  it('still finds a real face, unmarked, in either mode', async () => {
    const crop = identityCrop('amy', 1);
    expect(await engine.detect(crop)).toHaveLength(1);
    const [face] = await marking.detect(crop);
    expect(face?.notHuman).toBeUndefined();
  });

  // The photo is only in the shared data: without that folder this one assertion cannot run.
  it.skipIf(!existsSync(DOGS))(
    'finds no face in dlib’s dogs.jpg (issue 41: a dog passed as a child)',
    async () => {
      const bytes = readFileSync(DOGS);
      expect(await engine.detect(bytes)).toEqual([]);
      expect(referenceUsability(await marking.detect(bytes))).toMatchObject({
        usable: false,
        problem: 'not_human',
      });
    },
  );
});
