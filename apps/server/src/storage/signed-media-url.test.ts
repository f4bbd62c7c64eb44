import { describe, expect, it } from 'vitest';
import { createMediaUrlSigner } from './signed-media-url.ts';

const signer = createMediaUrlSigner('m'.repeat(32));
const now = new Date('2026-11-22T10:00:00Z');
const key = 'media/f/m/preview.webp';

function parts(url: string) {
  const parsed = new URL(url, 'http://x');
  const q = parsed.searchParams;
  return { exp: Number(q.get('exp')), sig: q.get('sig') ?? '', dl: q.get('dl') ?? '' };
}

describe('signed media URLs', () => {
  it('verify until they expire', () => {
    const url = signer.url(key, new Date(now.getTime() + 60_000));
    const { exp, sig, dl } = parts(url);
    expect(url.startsWith(`/media/${key}?`)).toBe(true);
    expect(signer.verify(key, exp, sig, dl, now)).toBe(true);
    expect(signer.verify(key, exp, sig, dl, new Date(now.getTime() + 61_000))).toBe(false);
  });

  it('fail for another key, a later expiry, another download name or another secret', () => {
    const { exp, sig } = parts(signer.url(key, new Date(now.getTime() + 60_000), 'a.jpg'));
    expect(signer.verify('media/f/other/preview.webp', exp, sig, 'a.jpg', now)).toBe(false);
    expect(signer.verify(key, exp + 3600, sig, 'a.jpg', now)).toBe(false);
    expect(signer.verify(key, exp, sig, 'b.jpg', now)).toBe(false);
    expect(createMediaUrlSigner('n'.repeat(32)).verify(key, exp, sig, 'a.jpg', now)).toBe(false);
  });
});
