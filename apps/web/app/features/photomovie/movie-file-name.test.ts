import { describe, expect, it } from 'vitest';
import { movieFileName } from './movie-file-name';

describe('movieFileName', () => {
  it('names the movie by the service and the first day of its week', () => {
    expect(movieFileName('2026-11-16')).toBe('hibi-photo_movie_2026-11-16.mp4');
  });

  it('refuses anything but a calendar date', () => {
    expect(() => movieFileName('2026/11/16')).toThrow(/bad week start/);
  });
});
