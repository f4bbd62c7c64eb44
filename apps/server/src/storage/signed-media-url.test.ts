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

describe('signed item URLs (one signature for the delivered files of one media)', () => {
  const folder = 'media/f/m';
  const later = new Date(now.getTime() + 60_000);
  const itemParts = (url: string) => {
    const parsed = new URL(url, 'http://x');
    return {
      key: parsed.pathname.slice('/media/'.length),
      exp: Number(parsed.searchParams.get('exp')),
      sig: parsed.searchParams.get('item') ?? '',
    };
  };

  it('verify for each delivered file of the folder until they expire', () => {
    const urls = signer.itemUrls(folder, ['thumbnail.webp', 'preview.webp', 'video.mp4'], later);
    expect(urls[0]).toMatch(/^\/media\/media\/f\/m\/thumbnail\.webp\?exp=\d+&item=[\w-]{22}$/);
    for (const url of urls) {
      const { key, exp, sig } = itemParts(url);
      expect(signer.verifyItem(key, exp, sig, now)).toBe(true);
      expect(signer.verifyItem(key, exp, sig, new Date(now.getTime() + 61_000))).toBe(false);
    }
  });

  it('fail for the original, another item, a later expiry, a changed signature or another secret', () => {
    const [url = ''] = signer.itemUrls(folder, ['preview.webp'], later);
    const { exp, sig } = itemParts(url);
    expect(signer.verifyItem(`${folder}/original.jpg`, exp, sig, now)).toBe(false);
    expect(signer.verifyItem(`${folder}/notes.txt`, exp, sig, now)).toBe(false);
    expect(signer.verifyItem('media/f/other/preview.webp', exp, sig, now)).toBe(false);
    expect(signer.verifyItem('media/f/m/sub/preview.webp', exp, sig, now)).toBe(false);
    expect(signer.verifyItem(`${folder}/preview.webp`, exp + 300, sig, now)).toBe(false);
    const tampered = `${sig.slice(0, -1)}${sig.endsWith('A') ? 'B' : 'A'}`;
    expect(signer.verifyItem(`${folder}/preview.webp`, exp, tampered, now)).toBe(false);
    expect(createMediaUrlSigner('n'.repeat(32)).verifyItem(`${folder}/preview.webp`, exp, sig, now)).toBe(
      false,
    );
  });

  it('never pass as a one-file signature, nor one-file signatures as item signatures', () => {
    const [url = ''] = signer.itemUrls(folder, ['preview.webp'], later);
    const { key, exp, sig } = itemParts(url);
    expect(signer.verify(key, exp, sig, '', now)).toBe(false);
    const file = parts(signer.url(key, later));
    expect(signer.verifyItem(key, file.exp, file.sig, now)).toBe(false);
  });

  it('sign their viewer: another viewer, or none, fails, for a file and for an item', () => {
    const later = new Date(now.getTime() + 60_000);
    const file = new URL(signer.url(key, later, '', 'g.c'), 'http://x').searchParams;
    expect(file.get('v')).toBe('g.c');
    const exp = Number(file.get('exp'));
    expect(signer.verify(key, exp, file.get('sig') ?? '', '', now, 'g.c')).toBe(true);
    expect(signer.verify(key, exp, file.get('sig') ?? '', '', now, 'g.other')).toBe(false);
    expect(signer.verify(key, exp, file.get('sig') ?? '', '', now)).toBe(false);
    const [itemUrl = ''] = signer.itemUrls('media/f/m', ['preview.webp'], later, 'g.c');
    const item = new URL(itemUrl, 'http://x').searchParams.get('item') ?? '';
    expect(signer.verifyItem(key, exp, item, now, 'g.c')).toBe(true);
    expect(signer.verifyItem(key, exp, item, now)).toBe(false);
  });
});
