import { describe, expect, it } from 'vitest';
import { slashFormTarget } from './slash-form.ts';

describe('slashFormTarget', () => {
  it('adds the trailing slash', () => {
    expect(slashFormTarget('/contact')).toBe('/contact/');
    expect(slashFormTarget('/case/001')).toBe('/case/001/');
  });

  it('keeps the type query parameter and the hash, and drops other parameters', () => {
    expect(slashFormTarget('/parents/request', '?type=school&utm=x', '#form')).toBe(
      '/parents/request/?type=school#form',
    );
    expect(slashFormTarget('/faq', '?utm=x')).toBe('/faq/');
  });

  it('encodes the type value', () => {
    expect(slashFormTarget('/contact', '?type=a%20b%26c')).toBe('/contact/?type=a+b%26c');
  });

  it('leaves slash forms, /404, the API, assets, media and files alone', () => {
    for (const path of [
      '/',
      '/faq/',
      '/404',
      '/api/users/login',
      '/assets/app.js',
      '/media/reference-images/c/r',
      '/robots.txt',
      '//evil.example',
    ]) {
      expect(slashFormTarget(path)).toBeNull();
    }
  });
});
