import { describe, expect, it } from 'vitest';
import { uploadRefusal, uploadSizeLimit } from './upload-files.ts';

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
