import { describe, expect, it } from 'vitest';
import { loggedUrl } from './request-log.ts';

describe('loggedUrl', () => {
  it('keeps no media path, signature or query string', () => {
    expect(loggedUrl('/media/media/f/m/preview.webp?exp=1&item=abc&v=g.c')).toBe('/media/…');
    expect(loggedUrl('/api/password/reset?token=secret')).toBe('/api/password/reset');
    expect(loggedUrl('/timeline/')).toBe('/timeline/');
  });
});
