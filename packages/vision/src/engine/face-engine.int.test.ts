import sharp from 'sharp';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { faceImage, identityCrop, sceneWithFace } from '#tests/support/face-scenes.ts';
import { dot } from '../matching/vector.ts';
import { faceQuality } from '../quality/face-quality.ts';
import { createFaceEngine } from './face-engine.ts';

// Models load from node_modules and this package: nothing may go through fetch (the network).
const fetchSpy = vi.spyOn(globalThis, 'fetch');
// Later files in this worker share the global fetch (isolate: false).
afterAll(() => fetchSpy.mockRestore());
const engine = createFaceEngine();

async function onlyFace(bytes: Buffer) {
  const faces = await engine.detect(bytes);
  expect(faces).toHaveLength(1);
  return faces[0] as NonNullable<(typeof faces)[number]>;
}

describe('the face engine (onnxruntime-node, models from node_modules)', () => {
  it('finds the one face of a 150 px crop, with a unit-length embedding and quality hints', async () => {
    const face = await onlyFace(identityCrop('amy', 1));
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(face.embedding).toHaveLength(128);
    expect(dot(face.embedding, face.embedding)).toBeCloseTo(1, 5);
    expect(face.score).toBeGreaterThan(0.9);
    expect(face.quality.sizePx).toBeGreaterThan(110);
    expect(Math.abs(face.quality.yawDegrees ?? 99)).toBeLessThan(25);
    expect(face.quality.brightness).toBeGreaterThan(0.15);
    expect(face.quality.brightness).toBeLessThan(0.9);
    expect(face.landmarks?.leftEye.x).toBeLessThan(face.landmarks?.rightEye.x ?? 0);
    for (const v of [face.box.x, face.box.y, face.box.x + face.box.width, face.box.y + face.box.height]) {
      expect(v).toBeGreaterThanOrEqual(0);
      expect(v).toBeLessThanOrEqual(1);
    }
  });

  it('reads a tilted face upright: its roll, and the same person', async () => {
    const crop = identityCrop('amy', 1);
    const tilted = await sharp(crop)
      .resize(300, 300)
      .extend({ top: 150, bottom: 150, left: 150, right: 150, background: '#808080' })
      .rotate(30, { background: '#808080' })
      .jpeg()
      .toBuffer();
    const [upright, turned] = [await onlyFace(crop), await onlyFace(tilted)];
    // Clockwise in the image, as sharp turns it.
    expect(Math.abs(Math.abs(turned.quality.rollDegrees ?? 0) - 30)).toBeLessThan(8);
    expect(Math.abs(upright.quality.rollDegrees ?? 99)).toBeLessThan(12);
    expect(dot(upright.embedding, turned.embedding)).toBeGreaterThan(0.95);
  });

  it('reads a darkened face as darker, so a well-lit shot of it scores higher', async () => {
    const crop = identityCrop('amy', 1);
    const dark = await sharp(crop).linear(0.25, 0).jpeg().toBuffer();
    const [lit, shadowed] = [await onlyFace(crop), await onlyFace(dark)];
    expect(shadowed.quality.brightness ?? 1).toBeLessThan((lit.quality.brightness ?? 0) * 0.5);
    expect(faceQuality(lit.quality)).toBeGreaterThan(faceQuality(shadowed.quality));
  });

  it('finds the one face of an expression photo and reads the smile', async () => {
    const face = await onlyFace(faceImage('expressions/happy.jpg'));
    expect(face.quality.smile).toBeGreaterThan(0.5);
    expect(face.quality.eyeOpenness).toBeGreaterThan(0.2);
    // The face is in the right half of that photo.
    expect(face.box.x).toBeGreaterThan(0.4);
  });

  it('finds two crops of one person more alike than crops of different people', async () => {
    const [amy1, amy2, penny1, raj1] = await Promise.all(
      [identityCrop('amy', 1), identityCrop('amy', 2), identityCrop('penny', 1), identityCrop('raj', 1)].map(
        onlyFace,
      ),
    );
    const same = dot(amy1?.embedding ?? [], amy2?.embedding ?? []);
    expect(same).toBeGreaterThan(dot(amy1?.embedding ?? [], penny1?.embedding ?? []));
    expect(same).toBeGreaterThan(dot(amy1?.embedding ?? [], raj1?.embedding ?? []));
  });

  it('gives concurrent calls the same answers as one at a time', async () => {
    const crops = [identityCrop('howard', 2), identityCrop('sheldon', 3)];
    const together = await Promise.all(crops.map((c) => engine.detect(c)));
    const alone = [];
    for (const c of crops) alone.push(await engine.detect(c));
    expect(together.map((faces) => faces.map((f) => f.box))).toEqual(
      alone.map((faces) => faces.map((f) => f.box)),
    );
  });

  it('finds a 50 px face in a 1280 × 960 scene on the finest pyramid level', async () => {
    const scene = await sceneWithFace(identityCrop('leonard', 2), { size: 50, left: 930, top: 650 });
    const faces = await engine.detect(scene);
    expect(faces).toHaveLength(1);
    const face = faces[0];
    expect((face?.box.x ?? 0) * 1280).toBeGreaterThan(920);
    expect(((face?.box.x ?? 0) + (face?.box.width ?? 0)) * 1280).toBeLessThan(990);
    expect(face?.quality.sizePx).toBeGreaterThan(35);
    expect(face?.quality.sizePx).toBeLessThan(65);
    const wholeImageOnly = createFaceEngine({ minFacePx: 100_000 });
    expect(await wholeImageOnly.detect(scene)).toEqual([]);
  });

  it('finds no face in a photo without one, and refuses bytes that are not an image', async () => {
    const noise = { type: 'gaussian' as const, mean: 128, sigma: 40 };
    const empty = await sharp({
      create: { width: 800, height: 600, channels: 3, background: '#808080', noise },
    })
      .jpeg()
      .toBuffer();
    expect(await engine.detect(empty)).toEqual([]);
    await expect(engine.detect(new TextEncoder().encode('not an image'))).rejects.toThrow();
  });
});
