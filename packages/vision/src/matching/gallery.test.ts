import { describe, expect, it } from 'vitest';
import {
  childCandidate,
  type DeliveredFace,
  galleryChange,
  galleryDeliveries,
  joinsGallery,
} from './gallery.ts';
import type { GalleryRules } from './thresholds.ts';

const rules: GalleryRules = { minSimilarity: 0.95, minLead: 0.08, cap: 3 };
const day = (d: number) => new Date(Date.UTC(2026, 3, d));
const delivered = (
  faceId: string,
  d: number,
  similarity = 0.97,
  margin: number | null = 0.1,
): DeliveredFace => ({
  faceId,
  embedding: [1, 0],
  model: 'm2',
  takenAt: day(d),
  similarity,
  margin,
});

describe('the gallery of a growing child', () => {
  it('takes only deliveries well past the threshold and well ahead of every other child', () => {
    expect(joinsGallery({ similarity: 0.97, margin: 0.1 }, rules)).toBe(true);
    expect(joinsGallery({ similarity: 0.94, margin: 0.2 }, rules)).toBe(false);
    expect(joinsGallery({ similarity: 0.99, margin: 0.05 }, rules)).toBe(false);
    // Alone in the facility: no other child to be mistaken for.
    expect(joinsGallery({ similarity: 0.97, margin: null }, rules)).toBe(true);
  });

  it('keeps the newest faces up to the cap', () => {
    const faces = [
      delivered('a', 1),
      delivered('b', 9),
      delivered('c', 5),
      delivered('d', 7),
      delivered('e', 8, 0.9),
    ];
    expect(galleryDeliveries(faces, rules).map((f) => f.faceId)).toEqual(['b', 'd', 'c']);
  });

  it('records which face joins and which the cap pushes out', () => {
    const current = [delivered('a', 1), delivered('b', 2), delivered('c', 3)];
    expect(galleryChange(current, delivered('new', 10), rules)).toEqual({ joins: true, dropped: ['a'] });
    expect(galleryChange(current, delivered('doubtful', 10, 0.96, 0.02), rules)).toEqual({
      joins: false,
      dropped: [],
    });
  });

  it('matches a child of March with the faces of recent months, not only the sign-up photo of April', () => {
    const signUp = { embedding: [1, 0], takenAt: day(1), model: 'm2' };
    const recent = delivered('recent', 30);
    const candidate = childCandidate(
      { childId: 'c', references: [signUp], delivered: [recent, delivered('weak', 29, 0.94)], returned: [] },
      'm2',
      rules,
    );
    expect(candidate.references.map((r) => r.takenAt)).toEqual([day(1), day(30)]);
    expect(candidate.paused).toBeUndefined();
  });

  it('pauses a child with a reference of another model and never hands its faces of that model on', () => {
    const candidate = childCandidate(
      {
        childId: 'c',
        references: [
          { embedding: [1, 0], takenAt: day(1), model: 'm2' },
          { embedding: [1, 0, 0, 0], takenAt: day(2), model: 'm1' },
        ],
        delivered: [{ ...delivered('old', 3), model: 'm1' }],
        returned: [{ embedding: [0, 1, 0, 0], model: 'm1' }],
      },
      'm2',
      rules,
    );
    expect(candidate.paused).toBe(true);
    expect(candidate.references).toHaveLength(1);
    expect(candidate.returned).toEqual([]);
  });
});
