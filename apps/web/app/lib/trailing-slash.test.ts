import { describe, expect, it } from 'vitest';
import { toSlashForm, withTrailingSlash } from './trailing-slash.ts';

describe('toSlashForm', () => {
  it('adds the trailing slash to page paths', () => {
    expect(toSlashForm('/faq', '', '')).toBe('/faq/');
    expect(toSlashForm('/case/003', '', '')).toBe('/case/003/');
  });

  it('keeps the type parameter and the hash, nothing else', () => {
    expect(toSlashForm('/parents/request', '?type=nursery&ref=ad', '#form')).toBe(
      '/parents/request/?type=nursery#form',
    );
    expect(toSlashForm('/contact', '?ref=ad', '#top')).toBe('/contact/#top');
  });

  it('leaves the slash form and /404 alone', () => {
    expect(toSlashForm('/', '', '')).toBeNull();
    expect(toSlashForm('/mypage/plan/', '?type=x', '')).toBeNull();
    expect(toSlashForm('/404', '', '')).toBeNull();
  });

  it('leaves files and React Router data requests alone', () => {
    expect(toSlashForm('/og-image.png', '', '')).toBeNull();
    expect(toSlashForm('/faq/_.data', '', '')).toBeNull();
  });
});

describe('withTrailingSlash', () => {
  it('appends a slash only when missing', () => {
    expect(withTrailingSlash('/faq')).toBe('/faq/');
    expect(withTrailingSlash('/faq/')).toBe('/faq/');
    expect(withTrailingSlash('/')).toBe('/');
  });
});
