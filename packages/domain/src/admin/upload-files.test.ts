import { describe, expect, it } from 'vitest';
import { uploadContentType, uploadRefusal, uploadSizeLimit } from './upload-files.ts';

const types = ['image/jpeg', 'video/mp4'];

describe('uploadRefusal', () => {
  it('accepts photos and videos of the accepted types within their limits', () => {
    expect(uploadRefusal({ name: 'a.jpg', contentType: 'image/jpeg', size: 1 }, types)).toBeNull();
    expect(
      uploadRefusal({ name: 'b.mp4', contentType: 'video/mp4', size: uploadSizeLimit('video/mp4') }, types),
    ).toBeNull();
  });

  it('refuses other types and files over the limit, naming the file', () => {
    expect(uploadRefusal({ name: 'c.gif', contentType: 'image/gif', size: 1 }, types)).toContain('c.gif');
    expect(
      uploadRefusal(
        { name: 'd.jpg', contentType: 'image/jpeg', size: uploadSizeLimit('image/jpeg') + 1 },
        types,
      ),
    ).toContain('大きすぎます');
  });
});

describe('uploadContentType', () => {
  it('keeps the type the browser gives', () => {
    expect(uploadContentType('IMG_0001.HEIC', 'image/heic')).toBe('image/heic');
    expect(uploadContentType('clip.mov', 'video/quicktime')).toBe('video/quicktime');
  });

  it('reads the extension, in any case, when the browser gives none', () => {
    expect(uploadContentType('IMG_0001.HEIC')).toBe('image/heic');
    expect(uploadContentType('運動会.JPEG', '')).toBe('image/jpeg');
    expect(uploadContentType('a.b.mov')).toBe('video/quicktime');
  });

  it('gives none for a name that says no type staff may upload', () => {
    expect(uploadContentType('memo.txt')).toBe('');
    expect(uploadContentType('heic')).toBe('');
  });
});
